import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useAfterFirstPaint } from './load-error';

function Page() {
  const ready = useAfterFirstPaint();
  return (
    <>
      <h1>Mis clientes</h1>
      {ready ? <p>Las tarjetas</p> : <p role="status">Cargando</p>}
    </>
  );
}

// The order matters: the module remembers that the first screen was painted.
describe('useAfterFirstPaint', () => {
  it('on a cold load draws the heading with the loading state first, then the data part once painted', async () => {
    render(<Page />);
    expect(screen.getByRole('heading', { name: 'Mis clientes' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Cargando');
    expect(screen.queryByText('Las tarjetas')).not.toBeInTheDocument();
    expect(await screen.findByText('Las tarjetas')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('once the first screen was painted, a later page draws whole at once', () => {
    render(<Page />);
    expect(screen.getByText('Las tarjetas')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
