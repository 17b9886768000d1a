import { jestPreset } from '../../jest.preset.js';

export default jestPreset('social', { rootDir: import.meta.dirname });
