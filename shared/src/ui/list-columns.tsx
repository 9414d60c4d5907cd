import { SettingOutlined } from '@ant-design/icons';
import { Button, Checkbox, Popover, type TableColumnsType } from 'antd';
import { createContext, type ReactNode, useContext, useState } from 'react';
import { createPortal } from 'react-dom';
import { useUiText } from './ui-texts';

/**
 * Columns that never leave the operator's view: what state a row is in and what can be done with
 * it. They are drawn last, fixed at the inline end while the others scroll inside the card, and
 * cannot be hidden.
 */
const PINNED_KEYS = ['status', 'actions'];

/** Where the list's page shows the chooser (beside its export), set by `ListPageLayout`. */
export const ColumnChooserSlot = createContext<HTMLElement | null>(null);

const storageKey = (list: string) => `rihla.columns.${list}`;

function savedHidden(list: string): string[] {
  try {
    const saved = JSON.parse(localStorage.getItem(storageKey(list)) ?? '[]');
    return Array.isArray(saved) ? saved.filter((key): key is string => typeof key === 'string') : [];
  } catch {
    return [];
  }
}

const keyOf = (column: { key?: unknown }) => (column.key === undefined ? '' : String(column.key));

/**
 * The columns of a list as the operator chose them: the ones they hid left out (kept per list on
 * this browser), Status and Actions pinned at the inline end, and the chooser that hides and shows
 * the others (render it anywhere: it appears in the list page's header). The first column names
 * the row and always shows.
 */
export function useListColumns<T>(
  list: string,
  columns: TableColumnsType<T>,
): { columns: TableColumnsType<T>; chooser: ReactNode } {
  const t = useUiText();
  const slot = useContext(ColumnChooserSlot);
  const [hidden, setHidden] = useState(() => savedHidden(list));
  const pinned = columns.filter((column) => PINNED_KEYS.includes(keyOf(column)));
  const free = columns.filter((column) => !PINNED_KEYS.includes(keyOf(column)));
  const choosable = free.slice(1).filter((column) => keyOf(column) !== '');
  const choose = (keys: string[]) => {
    const next = choosable.map(keyOf).filter((key) => !keys.includes(key));
    setHidden(next);
    localStorage.setItem(storageKey(list), JSON.stringify(next));
  };
  const shown = [
    ...free.filter((column) => !hidden.includes(keyOf(column))),
    ...pinned
      .sort((a, b) => PINNED_KEYS.indexOf(keyOf(a)) - PINNED_KEYS.indexOf(keyOf(b)))
      .map((column) => ({ ...column, fixed: 'end' as const, className: `list-column-${keyOf(column)}` })),
  ] as TableColumnsType<T>;
  const button =
    choosable.length === 0 ? null : (
      <Popover
        trigger="click"
        placement="bottomRight"
        title={t('list.columns')}
        content={
          <Checkbox.Group
            style={{ display: 'grid', gap: 8 }}
            value={choosable.map(keyOf).filter((key) => !hidden.includes(key))}
            onChange={(keys) => choose(keys.map(String))}
            options={choosable.map((column) => ({ value: keyOf(column), label: column.title as ReactNode }))}
          />
        }
      >
        <Button icon={<SettingOutlined />}>{t('list.columns')}</Button>
      </Popover>
    );
  // Drawn in the page's header beside the export when the page has the slot, else in place.
  const chooser = button && slot ? createPortal(button, slot) : button;
  return { columns: shown, chooser };
}
