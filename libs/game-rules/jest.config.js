import { jestPreset } from '../../jest.preset.js';

export default jestPreset('game-rules', { rootDir: import.meta.dirname });
