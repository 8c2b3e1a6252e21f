import './splash.css';

/**
 * Shown while the session is read at start. index.html holds the same markup in #root, drawn before
 * any script runs; the first render replaces it with this (splash.test.tsx keeps the two equal).
 */
export function Splash() {
  return (
    <div className="vitrina-splash" role="status" aria-label="Cargando">
      <p className="vitrina-splash-name">Vitrina</p>
      <span className="vitrina-splash-loader" />
    </div>
  );
}
