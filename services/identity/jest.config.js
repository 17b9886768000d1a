import { jestPreset } from '../../jest.preset.js';

export default jestPreset('identity', { rootDir: import.meta.dirname });
