/** The error page's animated delivery van: pure SVG and CSS, still under prefers-reduced-motion. */
export function DrivingCar() {
  return (
    <div className="driving-car" aria-hidden="true">
      <svg viewBox="0 0 320 160" width="320" height="160" focusable="false">
        <g className="driving-car__road">
          <rect x="0" y="138" width="640" height="4" fill="#c9ced6" />
          {[0, 80, 160, 240, 320, 400, 480, 560].map((x) => (
            <rect key={x} x={x} y="148" width="40" height="4" rx="2" fill="#c9ced6" />
          ))}
        </g>
        <g className="driving-car__body">
          <rect x="70" y="58" width="130" height="70" rx="6" fill="#ff6b00" />
          <path d="M200 78h40l26 26v24h-66z" fill="#0b2540" />
          <rect x="212" y="86" width="26" height="18" rx="3" fill="#e8f0fa" />
          <rect className="driving-car__beacon" x="120" y="50" width="16" height="8" rx="3" fill="#ffb37a" />
          <circle cx="110" cy="130" r="12" fill="#0b2540" />
          <circle cx="230" cy="130" r="12" fill="#0b2540" />
          <circle cx="110" cy="130" r="5" fill="#c9ced6" />
          <circle cx="230" cy="130" r="5" fill="#c9ced6" />
        </g>
      </svg>
    </div>
  )
}
