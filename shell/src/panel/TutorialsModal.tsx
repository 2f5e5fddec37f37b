import { PlayCircleOutlined } from '@menu/shared/ui';
import { Card, Col, Modal, Row } from 'antd';

/** The three tutorial videos the sidebar's Tutoriales opens. */
export const TUTORIALS = [
  { key: 'requirements', title: 'Requisitos para crear tu menú', description: 'Lo que necesitas tener listo antes de empezar: fotos, precios y categorías.', url: 'https://www.youtube.com/results?search_query=menu+digital+requisitos' },
  { key: 'products', title: 'Agregar productos', description: 'Crea familias, categorías y productos con sus variantes y etiquetas.', url: 'https://www.youtube.com/results?search_query=menu+digital+agregar+productos' },
  { key: 'configuration', title: 'Configuración del menú', description: 'Personaliza colores, tipografías, logo y comparte tu menú con un QR.', url: 'https://www.youtube.com/results?search_query=menu+digital+configuracion' },
];

export function TutorialsModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Modal open={open} onCancel={onClose} footer={null} title="Tutoriales" width={880}>
      <Row gutter={[16, 16]}>
        {TUTORIALS.map((video) => (
          <Col xs={24} md={8} key={video.key}>
            <Card
              hoverable
              title={video.title}
              actions={[
                <a key="watch" href={video.url} target="_blank" rel="noopener noreferrer">
                  <PlayCircleOutlined /> Ver video
                </a>,
              ]}
            >
              {video.description}
            </Card>
          </Col>
        ))}
      </Row>
    </Modal>
  );
}
