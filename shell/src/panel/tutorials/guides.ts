import { canUse, isFranchise, type PlanOwner } from '@menu/shared';
import pictures from './pictures.json';

/**
 * The guides of Tutoriales (requirements to create the menu, adding products, menu
 * configuration), in one place. Every step names the real labels of the panel and shows a
 * screenshot of that screen, taken from a seeded demo account by
 * `npm run tutorials:screenshots` (e2e/scripts/tutorial-screenshots.mjs), which also writes
 * pictures.json (each picture's size). Text between ** is shown in bold (a button or a field).
 */

/** A screenshot under shell/public/tutorials/<name>.webp. */
export type PictureName = keyof typeof pictures;

/** Steps that only apply to some plans: where the branch is edited, and brand identity (not on FREEMIUM). */
export type StepAudience = 'franchise' | 'singleBranch' | 'branding' | 'noBranding';

export interface GuideStep {
  title: string;
  text: string;
  picture: PictureName;
  /** What the picture shows, for whoever cannot see it. */
  alt: string;
  /** 'Ir a …': the panel screen the step describes. */
  link?: { label: string; to: string };
  when?: StepAudience;
}

export interface Guide {
  key: string;
  title: string;
  summary: string;
  steps: GuideStep[];
}

export const GUIDES: Guide[] = [
  {
    key: 'requirements',
    title: 'Requisitos para crear tu menú',
    summary:
      'Lo que necesitas tener listo antes de empezar: tu cuenta, los datos de tu negocio, tu lista de productos y tus fotos.',
    steps: [
      {
        title: 'Confirma tu correo',
        text: 'Al crear tu cuenta te enviamos un correo con un link de verificación. Ábrelo: hasta que tu correo esté verificado no puedes **Iniciar Sesión**. Si no te llegó, al intentar entrar aparece el link para reenviarlo.',
        picture: 'verified-email',
        alt: 'Página «¡Tu correo ha sido verificado!» con el link Iniciar Sesión',
      },
      {
        title: 'Completa los datos de tu negocio',
        text: 'En **Configuración > General** escribe el **Nombre de tu negocio** y elige tu **Giro**, luego pulsa **Guardar**. El nombre aparece en el panel y en tu menú público.',
        picture: 'settings-general',
        alt: 'Configuración, pestaña General, con los campos Nombre de tu negocio y Giro y el botón Guardar',
        link: { label: 'Ir a Configuración', to: '/settings/general' },
      },
      {
        title: 'Prepara tu lista de productos',
        text: 'Ordena tu carta en **familias** (por ejemplo Bebidas o Comidas) y cada familia en **categorías** (Cafés, Jugos). De cada producto ten a la mano su nombre, su precio y una descripción corta, y anota sus variantes (tamaños, extras) con su precio.',
        picture: 'products-board',
        alt: 'Menú, pestaña Productos: los productos agrupados por familia y categoría, con imagen, nombre, precio y descripción',
        link: { label: 'Ir a Menú', to: '/menu/categories' },
      },
      {
        title: 'Reúne tus fotos',
        text: 'Las imágenes de productos, iconos de familias y el logo se suben en **.jpg, .jpeg, .png o .gif**, de **máximo 10MB** cada una (y hasta 40 megapíxeles). Para Promociones usa imágenes verticales de 1080 × 1920 px; Publicidad pide además una horizontal de 1920 × 1080 px.',
        picture: 'product-image',
        alt: 'Campo Imagen del editor de producto con la indicación de formatos permitidos y máximo 10MB',
        link: { label: 'Ir a Productos', to: '/menu/products' },
      },
      {
        title: 'Revisa lo que incluye tu plan',
        text: 'Menú y Promociones están en todos los planes; Publicidad e **Identidad de marca** llegan con los planes de pago, y Multisucursal con Franquicias. Las secciones que tu plan no incluye aparecen en gris en el menú lateral; al abrirlas te dicen qué falta y te llevan a **Facturación** para mejorar tu suscripción.',
        picture: 'plan-disabled',
        alt: 'Panel de una cuenta Gratis en Publicidad: Publicidad y Multisucursal en gris, el aviso «Tu plan no incluye esta sección» y el botón Ir a Facturación',
        link: { label: 'Ir a Facturación', to: '/billing/plans' },
      },
    ],
  },
  {
    key: 'products',
    title: 'Agregar productos',
    summary: 'Crea una familia, una categoría y un producto con un grupo de variantes.',
    steps: [
      {
        title: 'Crea una familia',
        text: 'En **Menú > Familias y Categorías** pulsa **+ Agregar familia**. Escribe su **Nombre** (obligatorio), si quieres una **Descripción** y un **Icono**, y pulsa **Agregar**.',
        picture: 'family-editor',
        alt: 'Ventana Agregar familia con Nombre «Postres», su Descripción, el campo Icono y los botones Cancelar y Agregar',
        link: { label: 'Ir a Familias y Categorías', to: '/menu/categories' },
      },
      {
        title: 'Agrega una categoría',
        text: 'Debajo de la familia pulsa **+ Agregar categoría**. La **Familia** ya viene elegida; escribe el **Nombre** de la categoría y pulsa **Agregar**. Arrastra el número de una fila para cambiar el orden.',
        picture: 'category-editor',
        alt: 'Ventana Agregar categoría con Nombre «Pasteles», su Descripción y la familia Postres ya elegida',
        link: { label: 'Ir a Familias y Categorías', to: '/menu/categories' },
      },
      {
        title: 'Crea un producto',
        text: 'En **Menú > Productos** pulsa **+ Agregar producto** (o **Agregar producto** bajo su categoría). **Nombre** y **Precio** son obligatorios; agrega **Descripción**, **Imagen**, elige su **Categoría** y, si quieres, **Etiquetas**. **Destacado** y **Recomendado** necesitan una imagen.',
        picture: 'product-editor',
        alt: 'Ventana Agregar producto con Nombre «Capuchino», Precio 45, Descripción, su foto, Destacado, Recomendado y Categoría Cafés',
        link: { label: 'Ir a Productos', to: '/menu/products' },
      },
      {
        title: 'Crea un grupo de variantes',
        text: 'En el mismo editor, bajo **Grupos de variantes**, pulsa **+ Crear grupo**. Escribe el **Nombre del grupo** (por ejemplo Tamaño) y cada variante con su nombre y precio; **+ Agregar Variante** añade otra. Pulsa **Agregar**. Un grupo que ya existe se elige en **Agregar grupo existente**; todos tus grupos están en **Menú > Variantes**.',
        picture: 'variants-editor',
        alt: 'Ventana Agregar grupo con el grupo «Tamaño» y las variantes Chico, Mediano y Grande con su precio',
        link: { label: 'Ir a Variantes', to: '/menu/variants' },
      },
      {
        title: 'Define el límite y si es obligatorio',
        text: 'El grupo aparece en el producto. En **Límite** indica cuántas opciones puede elegir tu cliente (vacío: sin límite) y marca **Obligatorio** si debe elegir una. Pulsa **Agregar** para guardar el producto.',
        picture: 'product-groups',
        alt: 'Sección Grupos de variantes del producto con el grupo Tamaño, Límite 1 y Obligatorio activado',
      },
      {
        title: 'Revisa tu producto',
        text: 'El producto aparece en **Productos** bajo «Bebidas › Cafés». Desde su fila puedes **Editar**, **Clonar** o **Eliminar**, y **Ver Menú** te muestra cómo lo ven tus clientes.',
        picture: 'products-board',
        alt: 'Menú, pestaña Productos con el Capuchino en la categoría Bebidas › Cafés',
        link: { label: 'Ir a Productos', to: '/menu/products' },
      },
    ],
  },
  {
    key: 'configuration',
    title: 'Configuración del menú',
    summary: 'Dale a tu menú tu marca, completa los datos de tu sucursal y comparte su link y su código QR.',
    steps: [
      {
        title: 'Pon tu marca',
        text: 'En **Configuración > Identidad de marca** sube tu **Logo** (.jpg, .jpeg, .png o .gif), elige los **Colores** de Fondo, Texto, Botones y Texto de botones, y la **Tipografía de títulos** y la **Tipografía de texto**. Cada cambio se guarda al momento y la **Vista previa** muestra tu menú como lo verán tus clientes; **Restablecer colores** y **Restablecer tipografías** vuelven a los originales.',
        picture: 'brand',
        alt: 'Configuración, pestaña Identidad de marca con el logo, los colores, las tipografías y la vista previa',
        link: { label: 'Ir a Identidad de marca', to: '/settings/customize' },
        when: 'branding',
      },
      {
        title: 'Tu marca, con un plan de pago',
        text: 'El logo, los colores y las tipografías de tu menú (**Identidad de marca**) no están en el plan Gratis. Mejora tu suscripción en **Facturación** para usarlos.',
        picture: 'brand',
        alt: 'Configuración, pestaña Identidad de marca de un plan de pago con el logo, los colores y las tipografías',
        link: { label: 'Ir a Facturación', to: '/billing/plans' },
        when: 'noBranding',
      },
      {
        title: 'Completa tu sucursal',
        text: 'En **Configuración > General**, bajo **Sucursal**, escribe el **Nombre**, la **Dirección**, el **Teléfono** y el **WhatsApp** (10 dígitos), tus usuarios de Facebook, Instagram y TikTok y tu **Sitio web**. Pulsa **Guardar**: se muestran en tu menú público.',
        picture: 'settings-branch',
        alt: 'Configuración, pestaña General: bloque Sucursal con nombre, dirección, teléfono, redes sociales y los botones Guardar, Vista Previa y Generar Link',
        link: { label: 'Ir a Configuración', to: '/settings/general' },
        when: 'singleBranch',
      },
      {
        title: 'Completa tus sucursales',
        text: 'En **Multisucursal > Sucursales** pulsa **+ Agregar sucursal** o **Editar** en una fila: **Nombre**, **Plantilla**, **Dirección**, **Teléfono**, **WhatsApp**, redes sociales y **Sitio web**. El interruptor **Activa** publica o retira el menú de cada sucursal.',
        picture: 'branches-board',
        alt: 'Multisucursal, pestaña Sucursales con la sucursal, su plantilla, Ver Menú, Generar Link y el interruptor Activa',
        link: { label: 'Ir a Sucursales', to: '/multisucursal/sucursales' },
        when: 'franchise',
      },
      {
        title: 'Mira tu menú como tus clientes',
        text: '**Ver Menú** (arriba en la sección Menú) abre tu menú público en otra pestaña, con tu marca, tus productos y sus variantes.',
        picture: 'public-menu',
        alt: 'Menú público en un teléfono con el logo, la familia Bebidas y el Capuchino',
        link: { label: 'Ir a Menú', to: '/menu/categories' },
      },
      {
        title: 'Comparte tu link y tu código QR',
        text: 'En **Configuración > General** pulsa **Generar Link**. En **Compartir Link** copia el **Link de tu menú** con **Copiar**, o cambia su final y pulsa **Guardar**. En **Descargar QR** baja el código en **PNG** (para imprimir en tus mesas) o **SVG** (para imprentas). Si cambias el link, los QR que ya imprimiste siguen funcionando.',
        picture: 'share-link',
        alt: 'Ventana Compartir Link con el link del menú, el botón Copiar, el código QR y sus descargas PNG y SVG',
        link: { label: 'Ir a Configuración', to: '/settings/general' },
        when: 'singleBranch',
      },
      {
        title: 'Comparte tu link y tu código QR',
        text: 'En **Multisucursal > Sucursales** pulsa **Generar Link** en la fila de la sucursal. En **Compartir Link** copia el **Link de tu menú** con **Copiar**, o cambia su final y pulsa **Guardar**. En **Descargar QR** baja el código en **PNG** (para imprimir en tus mesas) o **SVG** (para imprentas). Si cambias el link, los QR que ya imprimiste siguen funcionando.',
        picture: 'share-link',
        alt: 'Ventana Compartir Link con el link del menú, el botón Copiar, el código QR y sus descargas PNG y SVG',
        link: { label: 'Ir a Sucursales', to: '/multisucursal/sucursales' },
        when: 'franchise',
      },
    ],
  },
];

const AUDIENCE: Record<StepAudience, (owner: PlanOwner | null) => boolean> = {
  franchise: (owner) => isFranchise(owner),
  singleBranch: (owner) => !isFranchise(owner),
  branding: (owner) => canUse(owner, 'branding'),
  noBranding: (owner) => !canUse(owner, 'branding'),
};

/** The steps of a guide that apply to the account's plan, in order. */
export const stepsFor = (guide: Guide, owner: PlanOwner | null): GuideStep[] =>
  guide.steps.filter((step) => !step.when || AUDIENCE[step.when](owner));

/** Where a picture is served (shell/public is copied to the panel's root) and its size. */
export const pictureOf = (name: PictureName) => ({ src: `/tutorials/${name}.webp`, ...pictures[name] });
