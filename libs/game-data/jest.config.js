import { jestPreset } from '../../jest.preset.js';

export default jestPreset('game-data', { rootDir: import.meta.dirname });
