// jsdom 26 has no TextEncoder, fetch Response or web streams; React Router and our fake fetch need
// them. Node 20 has all of them, so they are lent to the jsdom global.
import JsdomEnvironment from 'jest-environment-jsdom';

const LENT = ['TextEncoder', 'TextDecoder', 'Response', 'Request', 'Headers', 'ReadableStream', 'TransformStream', 'WritableStream', 'structuredClone'];

export default class WebJsdomEnvironment extends JsdomEnvironment {
  constructor(config, context) {
    super(config, context);
    for (const name of LENT) {
      if (this.global[name] === undefined && globalThis[name] !== undefined) this.global[name] = globalThis[name];
    }
  }
}
