import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Alert, Button, Empty, Input, Skeleton, Spin, Switch, Tag, Typography } from '@menu/shared/kit';

describe('Button', () => {
  it('calls onClick; a disabled one does not', async () => {
    const user = userEvent.setup();
    const onClick = jest.fn();
    const { rerender } = render(<Button onClick={onClick}>Guardar</Button>);
    const button = screen.getByRole('button', { name: 'Guardar' });
    expect(button).toHaveAttribute('type', 'button');
    await user.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
    rerender(
      <Button onClick={onClick} disabled>
        Guardar
      </Button>,
    );
    expect(button).toBeDisabled();
    await user.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('while loading: aria-busy, a spinner, and clicks ignored (still focusable)', async () => {
    const user = userEvent.setup();
    const onClick = jest.fn();
    render(
      <Button loading onClick={onClick}>
        Exportar
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Exportar' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toBeEnabled();
    expect(button.querySelector('.kit-ring')).not.toBeNull();
    await user.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('with href renders a link (target and rel passed through)', () => {
    render(
      <Button
        href="https://menu.example/abc"
        target="_blank"
        rel="noopener noreferrer"
        icon={<span data-testid="eye" />}
      >
        Ver Menú
      </Button>,
    );
    const link = screen.getByRole('link', { name: 'Ver Menú' });
    expect(link).toHaveAttribute('href', 'https://menu.example/abc');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('icon-only: named by aria-label, square, the icon first; type, size, danger and native attributes reach the DOM', () => {
    const ref = { current: null as HTMLButtonElement | HTMLAnchorElement | null };
    render(
      <Button
        ref={ref}
        type="text"
        size="small"
        danger
        aria-label="Eliminar"
        title="Eliminar"
        aria-expanded={false}
        icon={<svg data-testid="icon" />}
        htmlType="submit"
      />,
    );
    const button = screen.getByRole('button', { name: 'Eliminar' });
    expect(button).toHaveClass('kit-btn', 'kit-btn-text', 'kit-btn-small', 'kit-btn-danger', 'kit-btn-icon-only');
    expect(button).toHaveAttribute('title', 'Eliminar');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveAttribute('type', 'submit');
    expect(button.firstElementChild).toContainElement(screen.getByTestId('icon'));
    expect(ref.current).toBe(button);
  });
});

describe('Switch', () => {
  it('is a role=switch button that toggles and calls onChange(checked)', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(<Switch aria-label="Obligatorio" onChange={onChange} />);
    const toggle = screen.getByRole('switch', { name: 'Obligatorio' });
    expect(toggle.tagName).toBe('BUTTON');
    expect(toggle).toHaveAttribute('type', 'button');
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-checked', 'true');
    expect(onChange).toHaveBeenLastCalledWith(true, expect.anything());
    await user.keyboard(' ');
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    expect(onChange).toHaveBeenLastCalledWith(false, expect.anything());
    await user.keyboard('{ArrowRight}');
    expect(toggle).toHaveAttribute('aria-checked', 'true');
  });

  it('controlled: shows `checked`, and the parent decides', async () => {
    const user = userEvent.setup();
    function Controlled() {
      const [on, setOn] = useState(true);
      return <Switch checked={on} onChange={setOn} aria-labelledby="label" />;
    }
    render(
      <>
        <span id="label">Destacado</span>
        <Controlled />
      </>,
    );
    const toggle = screen.getByRole('switch', { name: 'Destacado' });
    expect(toggle).toBeChecked();
    await user.click(toggle);
    expect(toggle).not.toBeChecked();
  });

  it('disabled or loading: no change', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    const { rerender } = render(<Switch aria-label="Activa" disabled onChange={onChange} />);
    await user.click(screen.getByRole('switch', { name: 'Activa' }));
    rerender(<Switch aria-label="Activa" loading onChange={onChange} />);
    const toggle = screen.getByRole('switch', { name: 'Activa' });
    expect(toggle).toHaveAttribute('aria-busy', 'true');
    await user.click(toggle);
    expect(onChange).not.toHaveBeenCalled();
    expect(toggle).toHaveAttribute('aria-checked', 'false');
  });

  it('shows checkedChildren / unCheckedChildren for its state', async () => {
    render(
      <Switch
        defaultChecked
        aria-label="Obligatorio Tamaño"
        checkedChildren="Obligatorio"
        unCheckedChildren="Opcional"
      />,
    );
    expect(screen.getByText('Obligatorio')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('switch'));
    expect(screen.getByText('Opcional')).toBeInTheDocument();
  });
});

describe('Input', () => {
  it("allowClear: 'Limpiar' empties the box and calls onChange with an empty value", async () => {
    const user = userEvent.setup();
    const seen: string[] = [];
    function Search() {
      const [query, setQuery] = useState('');
      return (
        <Input
          allowClear
          prefix={<span>🔍</span>}
          aria-label="Buscar"
          placeholder="Buscar producto"
          className="board-search"
          value={query}
          onChange={(event) => {
            seen.push(event.target.value);
            setQuery(event.target.value);
          }}
        />
      );
    }
    render(<Search />);
    const box = screen.getByRole('textbox', { name: 'Buscar' });
    expect(box).toHaveAttribute('placeholder', 'Buscar producto');
    expect(box.closest('.kit-input-affix')).toHaveClass('board-search');
    expect(screen.queryByRole('button', { name: 'Limpiar' })).not.toBeInTheDocument();
    await user.type(box, 'pan');
    expect(box).toHaveValue('pan');
    await user.click(screen.getByRole('button', { name: 'Limpiar' }));
    expect(box).toHaveValue('');
    expect(seen[seen.length - 1]).toBe('');
    expect(box).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Limpiar' })).not.toBeInTheDocument();
  });

  it('uncontrolled, without affixes: a plain input with the class and style', async () => {
    render(<Input aria-label="Nombre" defaultValue="a" className="mine" style={{ width: 100 }} />);
    const box = screen.getByRole('textbox', { name: 'Nombre' });
    expect(box).toHaveClass('kit-input', 'mine');
    expect(box).toHaveStyle({ width: '100px' });
    await userEvent.setup().type(box, 'b');
    expect(box).toHaveValue('ab');
  });
});

describe('Alert', () => {
  it('an error is role=alert with its title, description and action', async () => {
    const onRetry = jest.fn();
    render(
      <Alert
        type="error"
        showIcon
        title="No se pudo cargar la lista"
        description="Sin conexión"
        action={<Button onClick={onRetry}>Reintentar</Button>}
      />,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('No se pudo cargar la lista');
    expect(alert).toHaveTextContent('Sin conexión');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(onRetry).toHaveBeenCalled();
  });

  it("accepts antd 5's `message`; info is a status; closable hides it", async () => {
    const onClose = jest.fn();
    render(<Alert type="info" message="Aviso" closable onClose={onClose} />);
    expect(screen.getByRole('status')).toHaveTextContent('Aviso');
    await userEvent.setup().click(screen.getByRole('button', { name: /cerrar/i }));
    expect(onClose).toHaveBeenCalled();
    expect(screen.queryByText('Aviso')).not.toBeInTheDocument();
  });

  it('a banner defaults to warning with an icon (role=alert)', () => {
    render(<Alert banner title="Servicio suspendido" />);
    expect(screen.getByRole('alert')).toHaveClass('kit-alert-warning', 'kit-alert-banner');
    expect(screen.getByRole('alert').querySelector('.kit-alert-icon')).not.toBeNull();
  });
});

describe('Spin', () => {
  it('is a status named by aria-label or by its tip', () => {
    render(
      <>
        <Spin size="small" aria-label="Actualizando" />
        <Spin fullscreen size="large" tip="Cargando tu cuenta" />
      </>,
    );
    expect(screen.getByRole('status', { name: 'Actualizando' })).toHaveClass('kit-spin-small');
    expect(screen.getByRole('status', { name: 'Cargando tu cuenta' })).toHaveTextContent('Cargando tu cuenta');
  });

  it('around children marks them busy while spinning; spinning=false shows nothing of its own', () => {
    const { rerender, container } = render(
      <Spin aria-label="Guardando">
        <p>Contenido</p>
      </Spin>,
    );
    expect(container.firstElementChild).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('status', { name: 'Guardando' })).toBeInTheDocument();
    rerender(
      <Spin aria-label="Guardando" spinning={false}>
        <p>Contenido</p>
      </Spin>,
    );
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.getByText('Contenido')).toBeInTheDocument();
    rerender(<Spin spinning={false} />);
    expect(container).toBeEmptyDOMElement();
  });
});

describe('Empty, Skeleton, Tag, Typography', () => {
  it('Empty shows its description and children; the image is decorative', () => {
    render(
      <Empty description="Aún no tienes ninguna familia registrada" className="board-empty">
        <Button>Agregar familia</Button>
      </Empty>,
    );
    expect(screen.getByText('Aún no tienes ninguna familia registrada')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Agregar familia' })).toBeInTheDocument();
    expect(document.querySelector('.kit-empty svg')).toHaveAttribute('aria-hidden', 'true');
  });

  it('Empty.PRESENTED_IMAGE_SIMPLE gives the compact look', () => {
    render(<Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No hay resultados para tu búsqueda" />);
    expect(screen.getByText('No hay resultados para tu búsqueda').closest('.kit-empty')).toHaveClass(
      'kit-empty-simple',
    );
  });

  it('Skeleton draws the asked rows, hidden from assistive technology', () => {
    const { container } = render(<Skeleton active paragraph={{ rows: 6 }} title={false} />);
    expect(container.querySelectorAll('.kit-skeleton-line')).toHaveLength(6);
    expect(container.querySelector('.kit-skeleton-title')).toBeNull();
    expect(container.firstElementChild).toHaveAttribute('aria-hidden', 'true');
  });

  it('Tag: preset or hex colour, icon before the text, attributes passed through', () => {
    render(
      <>
        <Tag color="red">Agotado</Tag>
        <Tag color="#5227D0" icon={<i data-testid="clock" />} title="Horario: Lun a vie">
          Lun a vie
        </Tag>
      </>,
    );
    expect(screen.getByText('Agotado')).toHaveClass('kit-tag', 'kit-tag-red');
    const hex = screen.getByTitle('Horario: Lun a vie');
    expect(hex.firstElementChild).toBe(screen.getByTestId('clock'));
    expect(hex).toHaveStyle({ color: '#5227D0' });
  });

  it('Typography: Title levels, Text types and strong, Paragraph', () => {
    render(
      <>
        <Typography.Title level={2} className="board-title">
          Productos
        </Typography.Title>
        <Typography.Text type="danger" role="alert" strong>
          No se pudo eliminar
        </Typography.Text>
        <Typography.Paragraph type="secondary">Tus productos</Typography.Paragraph>
      </>,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Productos' })).toHaveClass('board-title');
    expect(screen.getByRole('alert')).toHaveClass('kit-typography-danger');
    expect(screen.getByText('No se pudo eliminar').tagName).toBe('STRONG');
    expect(screen.getByText('Tus productos')).toHaveClass('kit-typography-secondary');
  });
});
