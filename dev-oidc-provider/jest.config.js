import { jestPreset } from '../jest.preset.js';

export default jestPreset('dev-oidc-provider', { rootDir: import.meta.dirname });
