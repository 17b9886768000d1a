import { jestPreset } from '../../jest.preset.js';

export default jestPreset('evolutions', { rootDir: import.meta.dirname });
