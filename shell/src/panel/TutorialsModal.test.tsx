import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { Profile } from '@menu/shared';
import { FRANCHISES_PROFILE, NEGOCIO_PROFILE, planProfile, renderInPanel } from '@menu/shared/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { useLocation } from '@menu/shared/router';
import { GUIDES } from './tutorials/guides';
import pictures from './tutorials/pictures.json';
import { TutorialsModal } from './TutorialsModal';

jest.setTimeout(30_000);

const FREEMIUM_PROFILE = planProfile('FREEMIUM', [{ name: 'Promotions' }]);
const PUBLIC_DIR = path.join(__dirname, '..', '..', 'public', 'tutorials');

function Where() {
  return <output aria-label="ruta">{useLocation().pathname}</output>;
}

function renderModal(profile: Profile = FRANCHISES_PROFILE, path = '/menu/categories') {
  const onClose = jest.fn();
  const view = renderInPanel(
    <>
      <TutorialsModal open onClose={onClose} />
      <Where />
    </>,
    profile,
    path,
  );
  return { ...view, onClose };
}

const dialog = () => within(screen.getByRole('dialog', { name: 'Tutoriales' }));

async function openGuide(user: ReturnType<typeof renderModal>['user'], title: string) {
  await user.click(dialog().getByRole('button', { name: `Ver guía: ${title}` }));
  return within(await screen.findByRole('article', { name: title }));
}

interface StepShown {
  heading: string | null;
  picture: HTMLImageElement;
}

/** The steps as shown: 'Paso N' and its title, and its picture. */
const stepsShown = (guide: ReturnType<typeof within>): StepShown[] =>
  guide.getAllByRole('listitem').map((item: HTMLElement) => ({
    heading: within(item).getByRole('heading', { level: 4 }).textContent,
    picture: item.querySelector<HTMLImageElement>('img.guide-step-picture')!,
  }));

afterEach(() => {
  document.body.innerHTML = '';
});

describe('TutorialsModal', () => {
  it('shows the three guides as cards with their whole titles and no outside video link', () => {
    renderModal();
    const titles = dialog()
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    expect(titles).toEqual(['Requisitos para crear tu menú', 'Agregar productos', 'Configuración del menú']);
    expect(dialog().getAllByRole('button', { name: /^Ver guía: / })).toHaveLength(3);
    expect(dialog().queryByRole('link')).not.toBeInTheDocument();
    expect(dialog().queryByText(/Ver video/)).not.toBeInTheDocument();
    expect(dialog().getByText('5 pasos')).toBeInTheDocument();
  });

  it('Agregar productos: six numbered steps (family, category, product, variant group), each with a lazy picture with alt text and its size', async () => {
    const { user } = renderModal();
    const guide = await openGuide(user, 'Agregar productos');
    const steps = stepsShown(guide);
    expect(steps.map((step) => step.heading)).toEqual([
      'Paso 1Crea una familia',
      'Paso 2Agrega una categoría',
      'Paso 3Crea un producto',
      'Paso 4Crea un grupo de variantes',
      'Paso 5Define el límite y si es obligatorio',
      'Paso 6Revisa tu producto',
    ]);
    for (const { picture } of steps) {
      expect(picture.getAttribute('alt')).toMatch(/\S{3,}/);
      expect(picture).toHaveAttribute('loading', 'lazy');
      expect(picture.getAttribute('src')).toMatch(/^\/tutorials\/[a-z-]+\.webp$/);
      expect(Number(picture.getAttribute('width'))).toBeGreaterThan(0);
      expect(Number(picture.getAttribute('height'))).toBeGreaterThan(0);
    }
    // The labels the owner looks for are in bold.
    expect(within(guide.getAllByRole('listitem')[0]!).getByText('+ Agregar familia').tagName).toBe('STRONG');
  });

  it("'Ir a Productos' goes to /menu/products with the router and closes the modal", async () => {
    const { user, onClose } = renderModal();
    const guide = await openGuide(user, 'Agregar productos');
    const productStep = guide.getAllByRole('listitem')[2]!;
    await user.click(within(productStep).getByRole('button', { name: /Ir a Productos$/ }));
    expect(screen.getByRole('status', { name: 'ruta' })).toHaveTextContent('/menu/products');
    expect(onClose).toHaveBeenCalledWith('navigated');
  });

  it('Todos los tutoriales goes back to the cards; closing the modal reports a dismissal', async () => {
    const { user, onClose } = renderModal();
    const guide = await openGuide(user, 'Requisitos para crear tu menú');
    await user.click(guide.getByRole('button', { name: /Todos los tutoriales$/ }));
    expect(dialog().getAllByRole('heading', { level: 3 })).toHaveLength(3);
    await user.click(screen.getByRole('button', { name: 'Cerrar' }));
    expect(onClose).toHaveBeenCalledWith('dismissed');
  });

  it('Configuración del menú on FRANCHISES: the branches and the QR are in Multisucursal > Sucursales', async () => {
    const { user } = renderModal(FRANCHISES_PROFILE);
    const guide = await openGuide(user, 'Configuración del menú');
    expect(stepsShown(guide).map((step) => step.heading)).toEqual([
      'Paso 1Pon tu marca',
      'Paso 2Completa tus sucursales',
      'Paso 3Mira tu menú como tus clientes',
      'Paso 4Comparte tu link y tu código QR',
    ]);
    expect(guide.getAllByRole('button', { name: /Ir a Sucursales$/ })).toHaveLength(2);
    expect(guide.queryByRole('button', { name: /Ir a Facturación$/ })).not.toBeInTheDocument();
  });

  it('Configuración del menú on NEGOCIO: the one branch and Generar Link are in Configuración > General', async () => {
    const { user } = renderModal(NEGOCIO_PROFILE);
    const guide = await openGuide(user, 'Configuración del menú');
    expect(stepsShown(guide).map((step) => step.heading)).toEqual([
      'Paso 1Pon tu marca',
      'Paso 2Completa tu sucursal',
      'Paso 3Mira tu menú como tus clientes',
      'Paso 4Comparte tu link y tu código QR',
    ]);
    expect(guide.queryByRole('button', { name: /Ir a Sucursales$/ })).not.toBeInTheDocument();
    await user.click(within(guide.getAllByRole('listitem')[3]!).getByRole('button', { name: /Ir a Configuración$/ }));
    await waitFor(() => expect(screen.getByRole('status', { name: 'ruta' })).toHaveTextContent('/settings/general'));
  });

  it('Configuración del menú on FREEMIUM: brand identity is offered through Facturación', async () => {
    const { user } = renderModal(FREEMIUM_PROFILE);
    const guide = await openGuide(user, 'Configuración del menú');
    const first = guide.getAllByRole('listitem')[0]!;
    expect(within(first).getByRole('heading', { level: 4 })).toHaveTextContent('Tu marca, con un plan de pago');
    expect(within(first).getByRole('button', { name: /Ir a Facturación$/ })).toBeInTheDocument();
    expect(guide.queryByRole('button', { name: /Ir a Identidad de marca$/ })).not.toBeInTheDocument();
  });
});

describe('tutorial pictures', () => {
  const used = new Set(GUIDES.flatMap((guide) => guide.steps.map((step) => step.picture)));

  it('every picture a step shows is in shell/public/tutorials, with its recorded size', () => {
    for (const name of used) {
      expect(existsSync(path.join(PUBLIC_DIR, `${name}.webp`))).toBe(true);
      expect(pictures[name].width).toBeGreaterThan(0);
      expect(pictures[name].width).toBeLessThanOrEqual(800);
    }
  });

  it('no picture is left unused (the screenshot script writes only what the guides show)', () => {
    const files = readdirSync(PUBLIC_DIR).map((file) => file.replace(/\.webp$/, ''));
    expect(files.sort()).toEqual([...used].sort());
    expect(Object.keys(pictures).sort()).toEqual([...used].sort());
  });
});
