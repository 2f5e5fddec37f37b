import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, useState, type ReactNode } from 'react';
import { NoticesProvider, useNotify } from './notices';

type Notify = ReturnType<typeof useNotify>;

/** Renders the provider with a child that hands out its useNotify. */
function setup(child?: ReactNode) {
  let notify!: Notify;
  function Grab() {
    notify = useNotify();
    return null;
  }
  render(
    <NoticesProvider>
      <Grab />
      {child}
    </NoticesProvider>,
  );
  return () => notify;
}

const titles = () => [...document.querySelectorAll('.ant-notification-notice-title')].map((node) => node.textContent);

afterEach(() => {
  document.body.innerHTML = '';
});

// First in the file: the host's module has not been loaded by any test yet.
test('notices asked before the host has loaded are shown once it is, in the order asked', async () => {
  const notify = setup();
  expect(document.querySelector('.ant-notification')).toBeNull();
  act(() => {
    notify().notification.success({ title: 'Primero' });
    notify().notification.error({ title: 'Segundo', key: 'same' });
    // Same key: replaces the one before only if replayed after it.
    notify().notification.info({ title: 'Tercero', key: 'same' });
  });
  expect(screen.queryByText('Primero')).toBeNull();
  await waitFor(() => expect(titles()).toEqual(['Primero', 'Tercero']));
});

test("the provider's children keep their state when the host mounts", async () => {
  let mounts = 0;
  function Counter() {
    const [count, setCount] = useState(0);
    useEffect(() => {
      mounts += 1;
    }, []);
    return <button type="button" onClick={() => setCount((n) => n + 1)}>{`Veces: ${count}`}</button>;
  }
  const notify = setup(<Counter />);
  await userEvent.click(screen.getByRole('button', { name: 'Veces: 0' }));
  act(() => notify().notification.success({ title: 'Guardado' }));
  expect(await screen.findByText('Guardado')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Veces: 1' })).toBeInTheDocument();
  expect(mounts).toBe(1);
});

test('messages show, and their close function and promise work before and after the host is ready', async () => {
  const notify = setup();
  let early!: ReturnType<Notify['message']['loading']>;
  act(() => {
    early = notify().message.loading('Nunca visible', 0);
    early();
    void notify().message.success('Guardado');
  });
  expect(await screen.findByText('Guardado')).toBeInTheDocument();
  expect(screen.queryByText('Nunca visible')).toBeNull();
  await expect(Promise.resolve(early)).resolves.toBe(true);

  let loading!: ReturnType<Notify['message']['loading']>;
  act(() => {
    loading = notify().message.loading('Cargando', 0);
  });
  expect(await screen.findByText('Cargando')).toBeInTheDocument();
  act(() => loading());
  await waitFor(() => expect(screen.queryByText('Cargando')).toBeNull());

  // A message's promise settles when it hides by itself.
  let brief!: ReturnType<Notify['message']['info']>;
  act(() => {
    brief = notify().message.info('Breve', 0.05);
  });
  expect(await screen.findByText('Breve')).toBeInTheDocument();
  await expect(Promise.resolve(brief)).resolves.toBe(true);
});

test('modal.confirm runs onOk when its OK button is clicked; its handle updates it and tells the answer', async () => {
  const notify = setup();
  const onOk = jest.fn();
  let handle!: ReturnType<Notify['modal']['confirm']>;
  act(() => {
    handle = notify().modal.confirm({ title: '¿Eliminar?', okText: 'Eliminar', cancelText: 'Cancelar', onOk });
    // Before the modal exists: applied when it opens.
    handle.update({ title: '¿Eliminar la familia?' });
  });
  const answer = handle.then(
    (confirmed) => confirmed,
    () => {},
  );
  await waitFor(() =>
    expect(document.querySelector('.ant-modal-confirm-title')).toHaveTextContent('¿Eliminar la familia?'),
  );
  await userEvent.click(screen.getByRole('button', { name: 'Eliminar' }));
  expect(onOk).toHaveBeenCalledTimes(1);
  await expect(answer).resolves.toBe(true);
});

test('a modal destroyed before the host is ready never opens', async () => {
  const notify = setup();
  let handle!: ReturnType<Notify['modal']['confirm']>;
  act(() => {
    handle = notify().modal.confirm({ title: 'Nunca abierto' });
    handle.destroy();
    notify().notification.success({ title: 'Después' });
  });
  expect(await screen.findByText('Después')).toBeInTheDocument();
  expect(screen.queryByText('Nunca abierto')).toBeNull();
});

test('useNotify outside a NoticesProvider says what is missing', () => {
  jest.spyOn(console, 'error').mockImplementation(() => {});
  function Lost() {
    useNotify();
    return null;
  }
  expect(() => render(<Lost />)).toThrow('NoticesProvider');
});
