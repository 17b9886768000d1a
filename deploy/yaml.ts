// One place that parses YAML for the deploy tooling, so a parse error always names its file.
// Default import on purpose: `yaml` is CommonJS, and this form works under Node ESM and jest alike.
import YAML from 'yaml';

export type YamlValue = unknown;

interface ParsedDocument {
  readonly errors: readonly { message: string }[];
  toJSON(): unknown;
}

/** Every document of a multi-document file (`---`), empty documents dropped. */
export const parseYamlDocuments = (text: string, source: string): unknown[] => {
  const documents = YAML.parseAllDocuments(text) as unknown as ParsedDocument[];
  return documents
    .map((document, index) => {
      const error = document.errors[0];
      if (error) throw new Error(`${source}: YAML document ${index + 1}: ${error.message}`);
      return document.toJSON();
    })
    .filter((value) => value !== null && value !== undefined);
};

/**
 * One document. `merge` resolves `<<: *anchor` keys, as Docker Compose does; YAML 1.2 (the parser's
 * default) treats `<<` as an ordinary key.
 */
export const parseYaml = (text: string, source: string, options: { merge?: boolean } = {}): unknown => {
  try {
    return YAML.parse(text, { merge: options.merge ?? false });
  } catch (error) {
    throw new Error(`${source}: ${(error as Error).message}`, { cause: error });
  }
};
