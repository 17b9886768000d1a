import { jestPreset } from '../../jest.preset.js';

export default jestPreset('api-client', { rootDir: import.meta.dirname });
