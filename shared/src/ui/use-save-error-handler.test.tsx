import { ProblemError } from '@rihla/shared/http/problem-error';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Button, Form, Input } from 'antd';
import { z } from 'zod';
import { renderWithShell } from '../test/render-with-shell';
import type { FieldNaming } from './show-field-problems';
import { useSaveErrorHandler } from './use-save-error-handler';

const refusal = (errors: { path: string; message: string }[], detail = 'Refused') =>
  new ProblemError({ type: 'about:blank', title: 'Bad Request', status: 400, detail, errors });

/**
 * A form with a visible field, a field the API knows under another name, a list of rows, and a
 * hidden field — the places where a refusal used to vanish. The button fails the way `fail` says.
 */
function SaveForm({ fail, naming }: { fail: unknown; naming?: FieldNaming }) {
  const [form] = Form.useForm();
  const onError = useSaveErrorHandler(form, naming);
  return (
    <Form form={form} initialValues={{ stops: [{ studentIds: 'a', stopId: 's1' }] }}>
      <Form.Item name="name" label="Name">
        <Input />
      </Form.Item>
      <Form.Item name="deductions" label="Deductions">
        <Input />
      </Form.Item>
      <Form.List name="stops">
        {(fields) =>
          fields.map((field) => (
            <div key={field.key}>
              <Form.Item name={[field.name, 'studentIds']} label="Students">
                <Input />
              </Form.Item>
              <Form.Item name={[field.name, 'stopId']} hidden>
                <Input />
              </Form.Item>
            </div>
          ))
        }
      </Form.List>
      <Button onClick={() => onError(fail)}>save</Button>
    </Form>
  );
}

function save(fail: unknown, naming?: FieldNaming) {
  const view = renderWithShell(<SaveForm fail={fail} naming={naming} />, {
    locale: 'en',
    fetch: () => new Response(),
  });
  fireEvent.click(screen.getByRole('button', { name: 'save' }));
  return view;
}

describe('useSaveErrorHandler: a failed save is never silent', () => {
  it('shows an error on the visible field it belongs to, without a toast', async () => {
    const { shell } = save(refusal([{ path: 'name', message: 'Name taken' }]));
    expect(await screen.findByText('Name taken')).toBeTruthy();
    expect(shell.toasts).toEqual([]);
  });

  it('puts an error of a list entry on the field of that row that shows it', async () => {
    const { shell } = save(refusal([{ path: 'stops.0.studentIds.1', message: 'Student booked' }]));
    expect(await screen.findByText('Student booked')).toBeTruthy();
    expect(shell.toasts).toEqual([]);
  });

  it('puts an error the API names differently on the form’s own field', async () => {
    const { shell } = save(refusal([{ path: 'deductionsHalalas', message: 'Over the earnings' }]), {
      aliases: { deductionsHalalas: 'deductions' },
    });
    expect(await screen.findByText('Over the earnings')).toBeTruthy();
    expect(shell.toasts).toEqual([]);
  });

  it('toasts, naming the field, an error whose field is not on screen', async () => {
    const { shell } = save(refusal([{ path: 'termEnd', message: 'Too long' }]), {
      labels: { termEnd: 'Term ends' },
    });
    await waitFor(() => expect(shell.toasts).toHaveLength(1));
    expect(shell.toasts[0]).toMatchObject({ severity: 'error', detail: 'Term ends: Too long' });
  });

  it('toasts an error of a hidden field, naming its list', async () => {
    const { shell } = save(refusal([{ path: 'stops.0.stopId', message: 'Stop twice' }]), {
      labels: { stops: 'Stops' },
    });
    await waitFor(() => expect(shell.toasts).toHaveLength(1));
    expect(shell.toasts[0]).toMatchObject({ detail: 'Stops: Stop twice' });
  });

  it('toasts a refusal without field errors in the API’s words', async () => {
    const { shell } = save(refusal([], 'No trips in this period'));
    await waitFor(() => expect(shell.toasts).toHaveLength(1));
    expect(shell.toasts[0]).toMatchObject({ summary: 'Could not save', detail: 'No trips in this period' });
  });

  it('toasts a failure that is not an API answer (network down)', async () => {
    const { shell } = save(new TypeError('Failed to fetch'));
    await waitFor(() => expect(shell.toasts).toHaveLength(1));
    expect(shell.toasts[0]).toMatchObject({ severity: 'error', summary: 'Could not save' });
  });

  it('shows a contract check that failed before the request, translated, on its field', async () => {
    const parsed = z.object({ name: z.string().min(1, 'validation.required') }).safeParse({ name: '' });
    const { shell } = save(parsed.error);
    expect(await screen.findByText('This field is required')).toBeTruthy();
    expect(shell.toasts).toEqual([]);
  });
});
