import { jestPreset } from '../../jest.preset.js';

export default jestPreset('service-kit', { rootDir: import.meta.dirname });
