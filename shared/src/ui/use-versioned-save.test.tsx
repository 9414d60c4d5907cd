import { ProblemError } from '@rihla/shared/http/problem-error';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Button, Form, Input } from 'antd';
import { renderWithShell } from '../test/render-with-shell';
import { useVersionedSave } from './use-versioned-save';

interface Rec {
  version: number;
  name: string;
  note: string;
}
type Values = { name: string; note: string };

const stale = new ProblemError({
  type: 'about:blank',
  title: 'Conflict',
  status: 409,
  code: 'conflict.stale',
});
const FIELDS = ['name', 'note'] as const;
const LOADED: Rec = { version: 3, name: 'Loaded', note: 'Loaded note' };

/** An update form whose first save meets a conflict (someone saved `latest`) and whose later saves succeed. */
function setup(latest: Rec = { version: 5, name: 'Latest', note: 'Loaded note' }) {
  const sent: Values[] = [];
  const saved = vi.fn();
  function EditForm() {
    const [form] = Form.useForm<Values>();
    const { finish, submitting, conflictAlert } = useVersionedSave({
      form,
      record: LOADED,
      refetch: async () => ({ data: latest }),
      fields: FIELDS,
      toFormValues: (r: Rec) => ({ name: r.name, note: r.note }),
      toInput: (values: Values, version: number) => ({ ...values, version }),
      mutation: {
        isPending: false,
        mutate: (input, { onSuccess, onError }) => {
          sent.push(input);
          if (sent.length === 1) onError(stale);
          else onSuccess(input);
        },
      },
      onSaved: saved,
    });
    return (
      <>
        {conflictAlert}
        <Form form={form} initialValues={{ name: LOADED.name, note: LOADED.note }} onFinish={finish}>
          <Form.Item name="name" label="name">
            <Input />
          </Form.Item>
          <Form.Item name="note" label="note">
            <Input />
          </Form.Item>
          <Button htmlType="submit" loading={submitting}>
            save
          </Button>
        </Form>
      </>
    );
  }
  const { shell } = renderWithShell(<EditForm />, {
    locale: 'en',
    fetch: () => new Response(null, { status: 500 }),
  });
  return { sent, saved, toasts: shell.toasts };
}

async function typeAndMeetConflict() {
  fireEvent.change(screen.getByLabelText('name'), { target: { value: 'Mine' } });
  fireEvent.click(screen.getByRole('button', { name: 'save' }));
  await screen.findByText('Someone else changed this record');
  expect((screen.getByLabelText('name') as HTMLInputElement).value).toBe('Mine');
}

const fieldValue = (label: string) => (screen.getByLabelText(label) as HTMLInputElement).value;

describe('useVersionedSave', () => {
  it('on a conflict, loads the latest version into the form and saves against it', async () => {
    const { sent, saved } = setup();
    await typeAndMeetConflict();
    expect(sent[0]).toEqual({ name: 'Mine', note: 'Loaded note', version: 3 });

    fireEvent.click(screen.getByRole('button', { name: 'Load the latest version' }));
    await waitFor(() => expect(fieldValue('name')).toBe('Latest'));
    expect(screen.queryByText('Someone else changed this record')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'save' }));
    await waitFor(() =>
      expect(saved).toHaveBeenCalledWith({ name: 'Latest', note: 'Loaded note', version: 5 }),
    );
  });

  it("keeping my changes saves only the fields I changed on top of the other person's record, and says so", async () => {
    // The other operator changed the note; this one changed the name.
    const { sent, saved, toasts } = setup({ version: 5, name: 'Loaded', note: 'Their note' });
    await typeAndMeetConflict();

    fireEvent.click(screen.getByRole('button', { name: 'Keep my changes' }));
    await waitFor(() => expect(saved).toHaveBeenCalledWith({ name: 'Mine', note: 'Their note', version: 5 }));
    expect(sent).toHaveLength(2);
    expect(screen.queryByText('Someone else changed this record')).toBeNull();
    expect(fieldValue('name')).toBe('Mine');
    expect(fieldValue('note')).toBe('Their note');
    expect(toasts).toEqual([
      expect.objectContaining({
        severity: 'info',
        summary: 'Your changes were saved on top of the latest version',
        detail: 'Saved what you changed: name. Kept what the other person changed: note.',
      }),
    ]);
  });

  it('keeping my changes on a field both changed saves mine and says it replaced theirs', async () => {
    const { saved, toasts } = setup({ version: 5, name: 'Their name', note: 'Loaded note' });
    await typeAndMeetConflict();

    fireEvent.click(screen.getByRole('button', { name: 'Keep my changes' }));
    await waitFor(() =>
      expect(saved).toHaveBeenCalledWith({ name: 'Mine', note: 'Loaded note', version: 5 }),
    );
    expect(toasts.at(-1)?.detail).toBe('You both changed name: your value was saved.');
  });

  it('saves a form that stays open at the version its last save returned', async () => {
    const sent: number[] = [];
    function OpenForm() {
      const [form] = Form.useForm<Values>();
      const { finish } = useVersionedSave({
        form,
        record: LOADED,
        refetch: async () => ({}),
        fields: FIELDS,
        toFormValues: (r: Rec) => ({ name: r.name, note: r.note }),
        toInput: (values: Values, version: number) => ({ ...values, version }),
        mutation: {
          isPending: false,
          mutate: (input, { onSuccess }) => {
            sent.push(input.version);
            onSuccess({ ...input, version: input.version + 1 });
          },
        },
        onSaved: () => undefined,
      });
      return (
        <Form form={form} initialValues={{ name: 'Loaded' }} onFinish={finish}>
          <Button htmlType="submit">save</Button>
        </Form>
      );
    }
    renderWithShell(<OpenForm />, { locale: 'en', fetch: () => new Response(null, { status: 500 }) });
    fireEvent.click(screen.getByRole('button', { name: 'save' }));
    await waitFor(() => expect(sent).toEqual([3]));
    fireEvent.click(screen.getByRole('button', { name: 'save' }));
    await waitFor(() => expect(sent).toEqual([3, 4]));
  });

  it('sends one save for a double click on Save, and shows no conflict after its own success', async () => {
    const sent: { name: string; version: number }[] = [];
    let answer: (() => void) | undefined;
    // As the API: the save at version 3 writes 4; another at 3 then is stale.
    let stored = 3;
    function EditForm() {
      const [form] = Form.useForm<Values>();
      const { finish, conflictAlert } = useVersionedSave({
        form,
        record: LOADED,
        refetch: async () => ({ data: { version: stored, name: 'Mine', note: '' } }),
        fields: FIELDS,
        toFormValues: (r: Rec) => ({ name: r.name, note: r.note }),
        toInput: (values: Values, version: number) => ({ ...values, version }),
        mutation: {
          isPending: false,
          mutate: (input, { onSuccess, onError }) => {
            sent.push(input);
            answer = () => {
              if (input.version !== stored) return onError(stale);
              stored += 1;
              onSuccess({ ...input, version: stored });
            };
          },
        },
        onSaved: () => undefined,
      });
      return (
        <>
          {conflictAlert}
          <Form form={form} initialValues={{ name: 'Loaded' }} onFinish={finish}>
            <Form.Item name="name" label="name">
              <Input />
            </Form.Item>
            <Button htmlType="submit">save</Button>
          </Form>
        </>
      );
    }
    renderWithShell(<EditForm />, { locale: 'en', fetch: () => new Response(null, { status: 500 }) });
    fireEvent.change(screen.getByLabelText('name'), { target: { value: 'Mine' } });
    const save = screen.getByRole('button', { name: 'save' });
    fireEvent.click(save);
    fireEvent.click(save);
    await waitFor(() => expect(sent).toHaveLength(1));
    // Let the form's second submit run (antd validates before onFinish) before the answer comes.
    await new Promise((resolve) => setTimeout(resolve, 50));
    answer!();
    expect(sent).toEqual([{ name: 'Mine', version: 3 }]);
    expect(screen.queryByText('Someone else changed this record')).toBeNull();
    // The next save goes at the version just written.
    fireEvent.click(save);
    await waitFor(() => expect(sent).toHaveLength(2));
    answer!();
    expect(sent[1]).toEqual({ name: 'Mine', version: 4 });
    expect(screen.queryByText('Someone else changed this record')).toBeNull();
  });
});
