import { useState, type FormEvent } from 'react';
import type { ClubFileFormat } from '@futgg/contracts';
import { Checkbox } from '../../../components/checkbox';
import { ChoiceSelect, type Choice } from '../../../components/choice-select';
import { Field } from '../../../components/field';
import { apiErrorMessageOf } from '../../../lib/api';
import { useImportClub } from '../api/import-club';
import { readFileText } from '../utils/read-file-text';
import { ImportSummary } from './import-summary';

const FORMATS: Choice<ClubFileFormat>[] = [
  { value: 'auto', label: 'Find out from the file' },
  { value: 'csv', label: 'CSV' },
  { value: 'json', label: 'JSON' },
];

/**
 * Imports a club file: picked from disk or pasted, read as the format chosen (or found out from its
 * first character), added to the club or replacing it. The summary of the last import stays below.
 */
export const ClubImport = ({ gameYear }: { gameYear: number }) => {
  const importClub = useImportClub(gameYear);
  const [pasted, setPasted] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [format, setFormat] = useState<ClubFileFormat>('auto');
  const [isReplace, setIsReplace] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    let content = pasted;
    if (file) {
      try {
        content = await readFileText(file);
      } catch {
        setProblem('That file could not be read. Choose it again, or paste its text.');
        return;
      }
    }
    if (content.trim() === '') {
      setProblem('Choose a club file or paste its text first.');
      return;
    }
    importClub.mutate({ content, format, replace: isReplace });
  };

  const failure = importClub.isError
    ? (apiErrorMessageOf(importClub.error) ?? 'The file could not be imported. Try again.')
    : null;
  return (
    <div className="club-import">
      <form
        className="club-import__form"
        onSubmit={(event) => void submit(event)}
        aria-label="Import a club file"
      >
        <Field label="Club file">
          <input
            type="file"
            className="input"
            accept=".json,.csv,.txt,application/json,text/csv,text/plain"
            onChange={(event) => setFile(event.target.files?.[0] ?? null)}
          />
        </Field>
        <Field label="Or paste the file’s text">
          <textarea
            className="input club-import__paste"
            rows={4}
            value={pasted}
            disabled={file !== null}
            placeholder={'eaId,isUntradeable\n50331648,true'}
            onChange={(event) => setPasted(event.target.value)}
          />
        </Field>
        <div className="club-import__options">
          <Field label="Format" className="club-import__format">
            <ChoiceSelect value={format} choices={FORMATS} onChange={setFormat} />
          </Field>
          <Checkbox checked={isReplace} onChange={setIsReplace}>
            Replace my club (cards not in the file leave it)
          </Checkbox>
          <button type="submit" className="button button--primary" disabled={importClub.isPending}>
            {importClub.isPending ? 'Importing…' : 'Import'}
          </button>
        </div>
        {(problem ?? failure) && (
          <p className="notice notice--warning" role="alert">
            {problem ?? failure}
          </p>
        )}
      </form>
      {importClub.isSuccess && <ImportSummary summary={importClub.data} />}
    </div>
  );
};
