import { useTranslation } from "../i18n-react";
import { useEffect, useState, type ReactNode } from "react";
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
} from "@dnd-kit/core";
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";

/**
 * A drag-and-drop list of titles with a save button (the seed's product and category sort). Sortable
 * with the mouse, touch and the keyboard (focus a handle, Space to lift, arrows to move, Space to
 * drop, Escape to cancel). The new order is saved only on Save.
 */
export function SortableList<T extends { id: string }>(props: {
  label: string;
  items: T[];
  render: (item: T) => ReactNode;
  onSave: (ids: string[]) => Promise<unknown>;
}) {
  const { t } = useTranslation("kit");
  const [order, setOrder] = useState(props.items);
  const [saving, setSaving] = useState(false);
  useEffect(() => setOrder(props.items), [props.items]);
  const sensors = useSensors(
    useSensor(PointerSensor),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const changed = order.some((item, i) => item.id !== props.items[i]?.id);
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    setOrder((list) =>
      arrayMove(
        list,
        list.findIndex((x) => x.id === active.id),
        list.findIndex((x) => x.id === over.id),
      ),
    );
  };
  const save = async () => {
    setSaving(true);
    try {
      await props.onSave(order.map((x) => x.id));
    } finally {
      setSaving(false);
    }
  };
  return (
    <div className="sortable">
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        onDragEnd={onDragEnd}
        accessibility={{
          screenReaderInstructions: { draggable: t("sortable.instructions") },
          announcements: {
            onDragStart: ({ active }) => t("sortable.picked", { item: labelOf(order, active.id) }),
            onDragOver: ({ active, over }) =>
              over
                ? t("sortable.over", {
                    item: labelOf(order, active.id),
                    position: order.findIndex((x) => x.id === over.id) + 1,
                  })
                : undefined,
            onDragEnd: ({ active, over }) =>
              over
                ? t("sortable.dropped", {
                    item: labelOf(order, active.id),
                    position: order.findIndex((x) => x.id === over.id) + 1,
                  })
                : undefined,
            onDragCancel: ({ active }) =>
              t("sortable.cancelled", { item: labelOf(order, active.id) }),
          },
        }}
      >
        <SortableContext items={order.map((x) => x.id)} strategy={verticalListSortingStrategy}>
          <ol aria-label={props.label}>
            {order.map((item) => (
              <SortableRow key={item.id} id={item.id} handleLabel={t("sortable.handle")}>
                {props.render(item)}
              </SortableRow>
            ))}
          </ol>
        </SortableContext>
      </DndContext>
      <button type="button" onClick={() => void save()} disabled={!changed || saving}>
        {saving ? t("form.saving") : t("sortable.save")}
      </button>
    </div>
  );
}

const labelOf = (items: { id: string }[], id: string | number) =>
  String(items.findIndex((x) => x.id === id) + 1);

function SortableRow({
  id,
  children,
  handleLabel,
}: {
  id: string;
  children: ReactNode;
  handleLabel: string;
}) {
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({
    id,
  });
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      className={isDragging ? "dragging" : undefined}
    >
      <button
        type="button"
        className="drag-handle"
        aria-label={handleLabel}
        {...attributes}
        {...listeners}
      >
        ⠿
      </button>
      {children}
    </li>
  );
}
