import { fireEvent, screen, within } from '@testing-library/react';
import type { TableColumnsType } from 'antd';
import { renderWithShell } from '../test/render-with-shell';
import { ListTable } from './list-table';

interface Row {
  id: string;
  name: string;
  phone: string;
  school: string;
  status: string;
}

const columns: TableColumnsType<Row> = [
  { key: 'name', title: 'Name', dataIndex: 'name' },
  { key: 'status', title: 'Status', dataIndex: 'status' },
  { key: 'phone', title: 'Phone', dataIndex: 'phone' },
  { key: 'actions', title: 'Actions', render: () => 'Edit' },
  { key: 'school', title: 'School', dataIndex: 'school' },
];

function List() {
  return (
    <ListTable<Row>
      list="probe"
      columns={columns}
      dataSource={[{ id: '1', name: 'Salem', phone: '0501234567', school: 'Andalus', status: 'Active' }]}
      pagination={false}
    />
  );
}

const headers = () => screen.getAllByRole('columnheader').map((cell) => cell.textContent);
const noApi = { fetch: () => new Response(null, { status: 404 }) };

describe('list columns', () => {
  beforeEach(() => localStorage.clear());

  it('keeps Status and Actions last, fixed at the inline end', () => {
    renderWithShell(<List />, noApi);
    expect(headers()).toEqual(['Name', 'Phone', 'School', 'Status', 'Actions']);
    for (const name of ['Status', 'Actions'])
      expect(screen.getByRole('columnheader', { name }).className).toMatch(/ant-table-cell-fix/);
  });

  it('hides a column the operator unticks, remembers it on this browser, and never offers the pinned ones', async () => {
    const view = renderWithShell(<List />, noApi);
    fireEvent.click(screen.getByRole('button', { name: /الأعمدة/ }));
    const choices = await screen.findByRole('tooltip');
    expect(
      within(choices)
        .getAllByRole('checkbox')
        .map((box) => box.closest('label')?.textContent),
    ).toEqual(['Phone', 'School']);
    fireEvent.click(within(choices).getByRole('checkbox', { name: 'Phone' }));
    expect(headers()).toEqual(['Name', 'School', 'Status', 'Actions']);
    view.unmount();

    renderWithShell(<List />, noApi);
    expect(headers()).toEqual(['Name', 'School', 'Status', 'Actions']);
  });
});
