import { jestPreset } from '../../jest.preset.js';

export default jestPreset('contracts', { rootDir: import.meta.dirname });
