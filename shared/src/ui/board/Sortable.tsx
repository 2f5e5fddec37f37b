import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type Modifier,
  type ScreenReaderInstructions,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { createContext, useContext, type CSSProperties, type ReactNode } from 'react';

/** Rows slide to their new place in 200 ms while dragging. */
export const DRAG_ANIMATION_MS = 200;

const restrictToVertical: Modifier = ({ transform }) => ({ ...transform, x: 0 });

const instructions: ScreenReaderInstructions = {
  draggable:
    'Para mover un elemento presiona espacio o enter, usa las flechas arriba y abajo para cambiar su lugar y presiona espacio o enter para soltarlo, o escape para cancelar.',
};

const announcements: Announcements = {
  onDragStart: ({ active }) => `Elemento ${active.id} tomado.`,
  onDragOver: ({ active, over }) =>
    over ? `Elemento ${active.id} sobre la posición de ${over.id}.` : `Elemento ${active.id} fuera de la lista.`,
  onDragEnd: ({ active, over }) =>
    over ? `Elemento ${active.id} soltado en la posición de ${over.id}.` : `Elemento ${active.id} soltado.`,
  onDragCancel: ({ active }) => `Se canceló el movimiento de ${active.id}.`,
};

/** A vertical list whose rows can be dragged (pointer and keyboard); `onMove` gets the ids. */
export function SortableList({
  ids,
  onMove,
  children,
}: {
  ids: number[];
  onMove: (activeId: number, overId: number) => void;
  children: ReactNode;
}) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (over && active.id !== over.id) onMove(Number(active.id), Number(over.id));
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      modifiers={[restrictToVertical]}
      onDragEnd={onDragEnd}
      // The instructions and the live region go to <body>: inside the board they would be
      // children that a table and its row groups may not have.
      accessibility={{ screenReaderInstructions: instructions, announcements, container: document.body }}
    >
      <SortableContext items={ids as UniqueIdentifier[]} strategy={verticalListSortingStrategy}>
        {children}
      </SortableContext>
    </DndContext>
  );
}

interface HandleProps {
  ref: (node: HTMLElement | null) => void;
  attributes: Record<string, unknown>;
  listeners: Record<string, unknown> | undefined;
}

const HandleContext = createContext<HandleProps | null>(null);

/** A sortable block (a row and what it holds); its drag handle is placed with `useDragHandle`. */
export function SortableItem({
  id,
  disabled,
  className,
  children,
}: {
  id: number;
  disabled: boolean;
  className?: string;
  children: ReactNode;
}) {
  const { setNodeRef, setActivatorNodeRef, attributes, listeners, transform, transition, isDragging } = useSortable({
    id,
    disabled,
    transition: { duration: DRAG_ANIMATION_MS, easing: 'cubic-bezier(0.25, 1, 0.5, 1)' },
  });
  const style: CSSProperties = {
    transform: CSS.Translate.toString(transform),
    transition,
    position: 'relative',
    zIndex: isDragging ? 2 : undefined,
  };
  return (
    <div ref={setNodeRef} style={style} className={`${className ?? ''}${isDragging ? ' board-dragging' : ''}`}>
      <HandleContext.Provider
        value={
          disabled
            ? null
            : { ref: setActivatorNodeRef, attributes: attributes as unknown as Record<string, unknown>, listeners }
        }
      >
        {children}
      </HandleContext.Provider>
    </div>
  );
}

/** Props for the element that starts a drag (the row number), or null when dragging is off. */
export const useDragHandle = () => useContext(HandleContext);
