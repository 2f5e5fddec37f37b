import { render, screen } from '@testing-library/react';
import { deferred } from './deferred';

function Hello({ name }: { name: string }) {
  return <p>Hola {name}</p>;
}

describe('deferred', () => {
  it('a failed load shows the fallback instead of throwing, and a later instance loads again', async () => {
    let attempts = 0;
    const Greeting = deferred<{ name: string }>(
      async () => {
        attempts += 1;
        if (attempts === 1) throw new Error('Loading chunk 587 failed.');
        return { default: Hello };
      },
      ({ name }) => <span>Cargando {name}</span>,
    );

    const first = render(<Greeting name="Ana" />);
    // The failure settles into the fallback, with no error thrown at the page.
    await screen.findByText('Cargando Ana');
    await Promise.resolve();
    expect(screen.getByText('Cargando Ana')).toBeInTheDocument();
    expect(attempts).toBe(1);
    first.unmount();

    render(<Greeting name="Luis" />);
    expect(await screen.findByText('Hola Luis')).toBeInTheDocument();
    expect(attempts).toBe(2);
  });
});
