import { jestPreset } from '../../jest.preset.js';

export default jestPreset('pricing', { rootDir: import.meta.dirname });
