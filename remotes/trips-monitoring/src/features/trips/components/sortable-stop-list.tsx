import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import type { FormListFieldData } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SortableRow } from './sortable-row';

/** The route's stops as an ordered list reordered by drag, with the pointer or the keyboard. */
export function SortableStopList({
  fields,
  move,
  handleLabel,
  renderRow,
}: {
  fields: FormListFieldData[];
  move(from: number, to: number): void;
  /** The accessible name of a row's drag handle. */
  handleLabel(index: number): string;
  /** A row's content, with the drag handle placed where it belongs. */
  renderRow(field: FormListFieldData, index: number, handle: ReactNode): ReactNode;
}) {
  const { t } = useTranslation('trips');
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = fields.findIndex((f) => String(f.key) === active.id);
    const to = fields.findIndex((f) => String(f.key) === over.id);
    if (from >= 0 && to >= 0) move(from, to);
  };
  return (
    <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
      <SortableContext items={fields.map((f) => String(f.key))} strategy={verticalListSortingStrategy}>
        <ol aria-label={t('fields.stops')} style={{ margin: 0, padding: 0 }}>
          {fields.map((field, index) => (
            <SortableRow key={field.key} id={String(field.key)} label={handleLabel(index)}>
              {(handle) => renderRow(field, index, handle)}
            </SortableRow>
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}
