import { Info } from 'lucide-react';
import type { DashboardDemo } from '../../../schemas/dashboard';
import { formatCount } from '../../../lib/dashboard/format';
import { dashboardIcons } from '../../../lib/dashboard/icons';
import { Hint } from './Hint';
import { panelClass } from './ui';

/** The four numbers of the month, each with a tooltip that says what it counts. */
export function StatTiles({ stats, tiles }: Pick<DashboardDemo, 'stats'> & { tiles: DashboardDemo['statTiles'] }) {
  return (
    <section aria-labelledby="stats-heading">
      <h3 id="stats-heading" className="sr-only">
        This month
      </h3>
      <ul className="grid grid-cols-2 gap-3 xl:grid-cols-4">
        {tiles.map((tile) => {
          const Icon = dashboardIcons[tile.icon];
          return (
            <li key={tile.stat} className={panelClass} data-stat={tile.stat}>
              <div className="flex items-start justify-between gap-2">
                <span className="inline-flex size-10 items-center justify-center rounded-full bg-primary-soft text-primary">
                  <Icon aria-hidden="true" className="size-5" />
                </span>
                <Hint text={tile.hint}>
                  <button
                    type="button"
                    aria-label={`About ${tile.label}`}
                    className="-mt-1 -mr-1 inline-flex size-11 cursor-help items-center justify-center rounded-full text-text-muted hover:bg-surface-raised hover:text-text"
                  >
                    <Info aria-hidden="true" className="size-5" />
                  </button>
                </Hint>
              </div>
              <p className="mt-2 text-3xl font-bold tabular-nums">{formatCount(stats[tile.stat])}</p>
              <p className="text-base text-text-muted">{tile.label}</p>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
