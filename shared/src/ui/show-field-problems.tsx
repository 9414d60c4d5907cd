import type { FormInstance } from 'antd';

/** One refusal of one field, already in the operator's language. */
export interface FieldProblem {
  /** Dotted path of the API or the contract, e.g. `stops.1.studentIds.0`. */
  path: string;
  message: string;
}

/** How a form names its fields to the operator, and which API names are its own fields under another name. */
export interface FieldNaming {
  /** Translated label per top-level field name, for the toast of a problem no visible field can show. */
  labels?: Readonly<Record<string, string>>;
  /** API name -> the form's name of the same field (e.g. `deductionsHalalas` -> `deductions`, in riyals). */
  aliases?: Readonly<Record<string, string>>;
}

type NamePath = (string | number)[];

const toNamePath = (path: string): NamePath =>
  path.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part));

/**
 * The field that can show an error at `path`: the field itself or its nearest ancestor that is
 * registered with the form AND rendered as a control the operator sees (antd gives the control the
 * id `a_0_b` and marks a `hidden` item). A list, a hidden field or a field of another step is not one.
 */
function visibleFieldFor(form: FormInstance, path: NamePath): NamePath | undefined {
  const registered = new Set(form.getFieldsError().map((field) => field.name.join('.')));
  for (let length = path.length; length > 0; length--) {
    const name = path.slice(0, length);
    if (!registered.has(name.join('.'))) continue;
    const control = document.getElementById(name.join('_'));
    if (control && !control.closest('.ant-form-item-hidden, [hidden]')) return name;
  }
  return undefined;
}

/**
 * Puts each problem on the field that shows it and returns, as sentences naming their field, the
 * problems no visible field can show: the caller must toast them, so no refusal is ever silent.
 */
export function showFieldProblems(
  form: FormInstance,
  problems: readonly FieldProblem[],
  naming: FieldNaming = {},
): string[] {
  const unshown: string[] = [];
  const byField = new Map<string, { name: NamePath; errors: string[] }>();
  for (const problem of problems) {
    const [top = '', ...rest] = problem.path.split('.');
    const formPath = toNamePath([naming.aliases?.[top] ?? top, ...rest].join('.'));
    const field = visibleFieldFor(form, formPath);
    if (field) {
      const key = field.join('.');
      const entry = byField.get(key) ?? { name: field, errors: [] };
      if (!entry.errors.includes(problem.message)) entry.errors.push(problem.message);
      byField.set(key, entry);
      continue;
    }
    const label = naming.labels?.[top];
    unshown.push(label ? `${label}: ${problem.message}` : problem.message);
  }
  form.setFields([...byField.values()]);
  return unshown;
}
