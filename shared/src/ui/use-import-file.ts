import { useState } from 'react';
import { checkImportFile, type FileProblem } from '../import/check-file';
import { type CheckResult, checkTable, type ImportSpec } from '../import/check-table';
import { readTable } from '../import/read-table';

export type ImportStage<C extends string, R> =
  | { kind: 'idle' }
  | { kind: 'reading'; percent: number }
  | { kind: 'checked'; file: string; result: CheckResult<C, R> }
  | { kind: 'failed'; reason: FileProblem | 'unreadable' };

/**
 * A chosen import file through its stages: refused at once when it is not a table we read,
 * otherwise read (first half of the progress) and every line checked (second half).
 */
export function useImportFile<C extends string, R>() {
  const [stage, setStage] = useState<ImportStage<C, R>>({ kind: 'idle' });

  const read = async (file: File, spec: ImportSpec<C, R>) => {
    const problem = await checkImportFile(file);
    if (problem) {
      setStage({ kind: 'failed', reason: problem });
      return;
    }
    setStage({ kind: 'reading', percent: 0 });
    try {
      const table = await readTable(file, (f) => setStage({ kind: 'reading', percent: Math.round(f * 50) }));
      const result = await checkTable(spec, table, (f) =>
        setStage({ kind: 'reading', percent: 50 + Math.round(f * 50) }),
      );
      setStage({ kind: 'checked', file: file.name, result });
    } catch {
      setStage({ kind: 'failed', reason: 'unreadable' });
    }
  };

  return { stage, read, reset: () => setStage({ kind: 'idle' }) };
}
