import { jestPreset } from '../../jest.preset.js';

export default jestPreset('catalog', { rootDir: import.meta.dirname });
