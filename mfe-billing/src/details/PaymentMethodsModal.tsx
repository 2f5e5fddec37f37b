import { errorMessage } from '@menu/shared';
import { Button, Modal, Space, Tag, Typography } from '@menu/shared/antd';
import { Popconfirm, Radio } from '@menu/shared/antd/editor';
import DeleteOutlined from '@ant-design/icons/es/icons/DeleteOutlined';
import PlusOutlined from '@ant-design/icons/es/icons/PlusOutlined';
import { useState } from 'react';
import { deletePaymentMethod, reloadProfile, setDefaultPaymentMethod, type PaymentMethod } from '../api';
import { CardFrame } from '../CardFrame';
import { FRAME_MODAL_WIDTH } from '../PaymentFrame';
import { cardExpiry, cardLabel } from '../labels';
import { useNotify } from '@menu/shared/ui';

export type CardsUpdate = (update: (cards: PaymentMethod[]) => PaymentMethod[]) => void;

interface Props {
  open: boolean;
  cards: PaymentMethod[];
  onCards: CardsUpdate;
  onClose: () => void;
}

/** 'Cambiar método de pago': choose the default card, delete one, or add one through the provider's page. */
export function PaymentMethodsModal({ open, cards, onCards, onClose }: Props) {
  return (
    <Modal
      open={open}
      title="Cambiar método de pago"
      footer={null}
      onCancel={onClose}
      width={FRAME_MODAL_WIDTH}
      destroyOnHidden
    >
      {open && <Choice cards={cards} onCards={onCards} onClose={onClose} />}
    </Modal>
  );
}

function Choice({ cards, onCards, onClose }: Omit<Props, 'open'>) {
  const { message } = useNotify();
  const current = cards.find((card) => card.default)?.id ?? null;
  const [selected, setSelected] = useState<string | null>(current);
  const [adding, setAdding] = useState(cards.length === 0);
  const [saving, setSaving] = useState(false);
  const [deleting, setDeleting] = useState<string | null>(null);

  const save = async () => {
    if (!selected || selected === current) {
      onClose();
      return;
    }
    setSaving(true);
    try {
      await setDefaultPaymentMethod(selected);
      onCards((all) => all.map((card) => ({ ...card, default: card.id === selected })));
      await reloadProfile();
      message.success('Método de pago actualizado');
      onClose();
    } catch (e) {
      message.error(errorMessage(e));
    } finally {
      setSaving(false);
    }
  };

  const remove = async (card: PaymentMethod) => {
    setDeleting(card.id);
    try {
      const { default_payment_method_id: next } = await deletePaymentMethod(card.id);
      onCards((all) =>
        all.filter((item) => item.id !== card.id).map((item) => ({ ...item, default: item.id === next })),
      );
      if (selected === card.id) setSelected(next);
      message.success('Tarjeta eliminada');
      await reloadProfile();
    } catch (e) {
      message.error(errorMessage(e));
    } finally {
      setDeleting(null);
    }
  };

  const added = (card: PaymentMethod) => {
    onCards((all) => [...all.filter((item) => item.id !== card.id), card]);
    setSelected(card.id);
    setAdding(false);
    message.success('Tarjeta agregada');
    // The first card becomes the default on the server: the store learns it.
    void reloadProfile().catch(() => undefined);
  };

  return (
    <div className="payment-methods">
      {cards.length > 0 ? (
        <Radio.Group
          value={selected}
          onChange={(event) => setSelected(event.target.value as string)}
          className="payment-methods__list"
          aria-label="Tarjetas guardadas"
        >
          {cards.map((card) => (
            <div key={card.id} className="payment-methods__item">
              <Radio value={card.id}>
                <span>{cardLabel(card)}</span>{' '}
                <Typography.Text type="secondary">Vence {cardExpiry(card)}</Typography.Text>
                {card.default && (
                  <Tag color="blue" className="payment-methods__default">
                    Predeterminada
                  </Tag>
                )}
              </Radio>
              <Popconfirm
                title="Eliminar tarjeta"
                description={`¿Seguro que quieres eliminar ${cardLabel(card)}?`}
                okText="Eliminar"
                okButtonProps={{ danger: true }}
                cancelText="Cancelar"
                onConfirm={() => remove(card)}
              >
                <Button
                  type="text"
                  danger
                  icon={<DeleteOutlined aria-hidden />}
                  loading={deleting === card.id}
                  aria-label={`Eliminar ${cardLabel(card)}`}
                />
              </Popconfirm>
            </div>
          ))}
        </Radio.Group>
      ) : (
        !adding && <Typography.Text type="secondary">Sin tarjeta guardada</Typography.Text>
      )}
      {adding ? (
        <div className="payment-methods__add">
          <CardFrame onSaved={added} />
          {cards.length > 0 && (
            <Button type="link" onClick={() => setAdding(false)}>
              Volver a mis tarjetas
            </Button>
          )}
        </div>
      ) : (
        <Button type="dashed" icon={<PlusOutlined aria-hidden />} onClick={() => setAdding(true)} block>
          Agregar tarjeta
        </Button>
      )}
      <Space className="payment-methods__footer">
        <Button onClick={onClose}>Cancelar</Button>
        <Button type="primary" onClick={() => void save()} loading={saving} disabled={!selected}>
          Guardar
        </Button>
      </Space>
    </div>
  );
}
