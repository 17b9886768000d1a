import { jestPreset } from '../../jest.preset.js';

export default jestPreset('player-query-sql', { rootDir: import.meta.dirname });
