import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';

/** Props of {@link SortableList}. */
export type SortableListProps<T> = {
  items: readonly T[];
  /** A stable key of an item (not its place). */
  idOf: (item: T) => string;
  /** How screen readers name an item while it is dragged, e.g. "2. Image". */
  labelOf: (item: T, index: number) => string;
  /** Called when an item is dropped at another place. */
  onMove: (from: number, to: number) => void;
  /** Draws an item; `dragHandle` is the button that drags it, to put among its other buttons. */
  renderItem: (item: T, index: number, dragHandle: ReactNode) => ReactNode;
  className?: string;
  'aria-label'?: string;
};

/** Moves its item by pointer, or by keyboard: space or enter lifts it, arrows move it, space or enter drops it, escape cancels. */
function DragHandle({ label, ...handleProps }: { label: string } & Record<string, unknown>) {
  return (
    <button
      type="button"
      {...handleProps}
      aria-label={label}
      className="inline-flex min-h-9 min-w-9 cursor-grab touch-none items-center justify-center rounded-theme border border-black/20 bg-background text-lg leading-none active:cursor-grabbing focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary dark:border-white/25"
    >
      <span aria-hidden="true">⠿</span>
    </button>
  );
}

function SortableItem({ id, children }: { id: string; children: (handleProps: Record<string, unknown>) => ReactNode }) {
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({ id });
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      className={isDragging ? 'relative z-10 opacity-80 shadow-lg' : undefined}
    >
      {children({ ...attributes, ...listeners })}
    </li>
  );
}

/**
 * An ordered list whose items are dragged into another order (dnd-kit), with
 * a drag handle in each item that works by keyboard too, and what happens said
 * to screen readers in the interface's language. The move-up and move-down
 * buttons the items keep stay the simplest way for everyone.
 */
export function SortableList<T>({ items, idOf, labelOf, onMove, renderItem, className, 'aria-label': ariaLabel }: SortableListProps<T>) {
  const { t } = useLingui();
  const sensors = useSensors(
    // A few pixels' travel first, so a click on the handle is not a drag.
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = items.map(idOf);
  const indexOf = (id: UniqueIdentifier) => ids.indexOf(String(id));
  const labelAt = (id: UniqueIdentifier) => {
    const index = indexOf(id);
    return index >= 0 ? labelOf(items[index] as T, index) : '';
  };
  const placeOf = (id: UniqueIdentifier | undefined) => (id === undefined ? 0 : indexOf(id) + 1);
  const announcements: Announcements = {
    onDragStart: ({ active }) => {
      const label = labelAt(active.id);
      return t`Picked up ${label}.`;
    },
    onDragOver: ({ active, over }) => {
      const label = labelAt(active.id);
      const place = placeOf(over?.id);
      return over ? t`${label} is over place ${place}.` : undefined;
    },
    onDragEnd: ({ active, over }) => {
      const label = labelAt(active.id);
      const place = placeOf(over?.id);
      return over ? t`${label} dropped at place ${place}.` : t`${label} dropped where it was.`;
    },
    onDragCancel: ({ active }) => {
      const label = labelAt(active.id);
      return t`Moving ${label} cancelled.`;
    },
  };
  const handleDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    onMove(indexOf(active.id), indexOf(over.id));
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={handleDragEnd}
      accessibility={{
        announcements,
        screenReaderInstructions: {
          draggable: t`To move it, press space or enter, then the arrow keys, then space or enter again to drop it; escape cancels.`,
        },
      }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        <ol className={className} aria-label={ariaLabel}>
          {items.map((item, index) => {
            const label = labelOf(item, index);
            return (
              <SortableItem key={idOf(item)} id={idOf(item)}>
                {(handleProps) => renderItem(item, index, <DragHandle label={t`Drag to move ${label}`} {...handleProps} />)}
              </SortableItem>
            );
          })}
        </ol>
      </SortableContext>
    </DndContext>
  );
}
