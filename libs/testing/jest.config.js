import { jestPreset } from '../../jest.preset.js';

export default jestPreset('testing', { rootDir: import.meta.dirname });
