import { jestPreset } from '../../jest.preset.js';

export default jestPreset('squads', { rootDir: import.meta.dirname });
