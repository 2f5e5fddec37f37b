import { render, screen } from '@testing-library/react';
import { AppProviders } from './AppProviders';
import { EditorFooter } from './editor';

const footer = (props: Partial<Parameters<typeof EditorFooter>[0]>) =>
  render(
    <AppProviders>
      <EditorFooter updating={false} saving={false} onCancel={() => undefined} {...props} />
    </AppProviders>,
  );

describe('EditorFooter', () => {
  it('says Agregar or Actualizar', () => {
    footer({});
    expect(screen.getByRole('button', { name: 'Agregar' })).toHaveAttribute('type', 'submit');
    expect(screen.getByRole('button', { name: 'Cancelar' })).toBeInTheDocument();
  });

  it("names its target when given one ('Actualizar plantilla'), and shows `extra` with the buttons", () => {
    footer({ updating: true, target: 'plantilla', extra: <span>2 cambios sin guardar</span> });
    expect(screen.getByRole('button', { name: 'Actualizar plantilla' })).toHaveAttribute('type', 'submit');
    expect(screen.getByText('2 cambios sin guardar')).toBeInTheDocument();
  });
});
