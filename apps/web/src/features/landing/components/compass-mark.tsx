import classes from './compass-banner.module.css';

const TICKS = Array.from({ length: 36 }, (_, index) => index * 10);

/**
 * The banner's compass, drawn inline: a dial with ticks every 10°, longer at the cardinal points,
 * and a needle settled on north-east — the direction a checked deal goes. Decorative.
 */
export function CompassMark() {
  return (
    <svg className={classes.compass} viewBox="0 0 200 200" aria-hidden="true" focusable="false">
      <circle cx="100" cy="100" r="94" className={classes.dialOuter} />
      <circle cx="100" cy="100" r="80" className={classes.dialInner} />
      {TICKS.map((angle) => {
        const major = angle % 90 === 0;
        return (
          <line
            key={angle}
            x1="100"
            y1={major ? 24 : 28}
            x2="100"
            y2={major ? 38 : 33}
            className={major ? classes.tickMajor : classes.tick}
            transform={`rotate(${angle} 100 100)`}
          />
        );
      })}
      <circle cx="100" cy="100" r="52" className={classes.dialRing} />
      <g transform="rotate(42 100 100)">
        <g className={classes.needle}>
          <path d="M100 40 L111 100 L89 100 Z" className={classes.needleNorth} />
          <path d="M100 160 L111 100 L89 100 Z" className={classes.needleSouth} />
        </g>
      </g>
      <circle cx="100" cy="100" r="8" className={classes.hub} />
    </svg>
  );
}
