import { ESLint } from 'eslint';
import { fileURLToPath } from 'node:url';

// The web zones of eslint.config.js, run through ESLint's own API on code that breaks them: the rule
// must report it (and not code that keeps to it). The workspace itself is linted clean by CI.
const root = fileURLToPath(new URL('../../', import.meta.url));
const eslint = new ESLint({ cwd: root });

const zoneErrors = async (filePath: string, code: string) => {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'import-x/no-restricted-paths')
    .map((message) => message.message);
};

describe('web import zones', () => {
  it.each([
    [
      'shared code importing a feature',
      'web/src/components/layout/probe.tsx',
      "import { GlobalSearch } from '../../features/search/components/global-search';\nexport const probe = GlobalSearch;\n",
      'Shared code imports no feature',
    ],
    [
      'a feature importing another feature',
      'web/src/features/player-page/components/probe.tsx',
      "import { GlobalSearch } from '../../search/components/global-search';\nexport const probe = GlobalSearch;\n",
      'never another feature',
    ],
  ])('reports %s', async (_name, filePath, code, message) => {
    const errors = await zoneErrors(filePath, code);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain(message);
  });

  it.each([
    [
      'the app composing a feature',
      'web/src/app/routes/probe.tsx',
      "import { GlobalSearch } from '../../features/search/components/global-search';\nexport const probe = GlobalSearch;\n",
    ],
    [
      'a feature using shared code',
      'web/src/features/search/components/probe.tsx',
      "import { useMediaQuery } from '../../../hooks/use-media-query';\nexport const probe = useMediaQuery;\n",
    ],
    [
      'a feature using its own code',
      'web/src/features/search/components/probe.tsx',
      "import { GlobalSearch } from './global-search';\nexport const probe = GlobalSearch;\n",
    ],
  ])('allows %s', async (_name, filePath, code) => {
    expect(await zoneErrors(filePath, code)).toEqual([]);
  });
});
