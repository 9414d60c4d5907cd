import { HolderOutlined } from '@ant-design/icons';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { Button } from 'antd';
import type { ReactNode } from 'react';

/** One list item that is dragged by its handle (pointer or keyboard); `children` places the handle. */
export function SortableRow({
  id,
  label,
  children,
}: {
  id: string;
  label: string;
  children(handle: ReactNode): ReactNode;
}) {
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({ id });
  const handle = (
    <Button
      type="text"
      icon={<HolderOutlined />}
      aria-label={label}
      style={{ cursor: 'grab' }}
      {...attributes}
      {...listeners}
    />
  );
  return (
    <li
      ref={setNodeRef}
      style={{
        transform: CSS.Transform.toString(transform),
        transition,
        opacity: isDragging ? 0.6 : 1,
        listStyle: 'none',
        paddingBlock: 8,
        borderBlockEnd: '1px solid var(--ant-color-border-secondary, #f0f0f0)',
      }}
    >
      {children(handle)}
    </li>
  );
}
