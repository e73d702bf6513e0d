import { readdir, readFile } from 'node:fs/promises';
import { PasswordHashStock } from '../../../../worker/src/generators/users/password-hash-stock.js';

const BCRYPT = /^\$wp\$2y\$10\$[./A-Za-z0-9]{53}$/;

async function filled(stock: PasswordHashStock, size: number): Promise<void> {
  for (let i = 0; i < 200 && stock.available < size; i++) await new Promise((r) => setTimeout(r, 25));
}

describe('PasswordHashStock', () => {
  it('fills itself in the background and hands out its distinct bcrypt hashes first, then refills', async () => {
    // Setup
    const stock = new PasswordHashStock(3);
    stock.topUp();
    await filled(stock, 3);

    // Action
    const hashes = await stock.take(2, '6.8.7');

    // Assert
    expect(hashes).toHaveLength(2);
    expect(hashes.every((h) => BCRYPT.test(h))).toBe(true);
    expect(new Set(hashes).size).toBe(2);
    await filled(stock, 3);
    expect(stock.available).toBe(3);
  });

  it('makes on the spot what the stock does not hold', async () => {
    // Setup
    const stock = new PasswordHashStock(1);

    // Action
    const hashes = await stock.take(2, '6.9.0');

    // Assert
    expect(hashes).toHaveLength(2);
    expect(hashes.every((h) => BCRYPT.test(h))).toBe(true);
  });

  it('hashes with phpass on sites before WordPress 6.8 and leaves the bcrypt stock alone', async () => {
    // Setup
    const stock = new PasswordHashStock(2);

    // Action
    const hashes = await stock.take(2, '6.1.9');

    // Assert
    expect(hashes.every((h) => /^\$P\$B[./A-Za-z0-9]{30}$/.test(h))).toBe(true);
    expect(stock.available).toBe(0);
  });

  it('hands out nothing for a count of 0', async () => {
    // Action
    const hashes = await new PasswordHashStock(2).take(0, '6.8.7');

    // Assert
    expect(hashes).toEqual([]);
  });
});

describe('PasswordHashStock refills', () => {
  it('shortly after a take, on a thread at the lowest priority', async () => {
    // Setup
    const stock = new PasswordHashStock(4);

    // Action: the stock is empty, so take() hashes two now and the refill of four follows.
    await stock.take(2, '6.8.7');
    const nices = new Set<number>();
    for (let i = 0; i < 2000 && stock.available < 4; i++) {
      for (const nice of await threadNices()) nices.add(nice);
      await new Promise((r) => setTimeout(r, 5));
    }

    // Assert: the refill's thread runs at nice 19, the worker's own threads at 0.
    expect([...nices].sort()).toEqual([0, 19]);
    expect(stock.available).toBe(4);
  });

  it('not while a run holds the stock, and once the last run has released it', async () => {
    // Setup
    const stock = new PasswordHashStock(2);
    const releaseFirst = stock.hold();
    const releaseSecond = stock.hold();

    // Action
    await stock.take(2, '6.8.7');
    releaseFirst();
    await new Promise((r) => setTimeout(r, 1000));
    const whileHeld = stock.available;
    releaseSecond();
    await filled(stock, 2);

    // Assert
    expect(whileHeld).toBe(0);
    expect(stock.available).toBe(2);
  });
});

/** The nice value of each thread of this process (Linux: one per thread). */
async function threadNices(): Promise<number[]> {
  const tasks = await readdir('/proc/self/task');
  const stats = await Promise.all(tasks.map((t) => readFile(`/proc/self/task/${t}/stat`, 'utf8').catch(() => '')));
  return stats.filter(Boolean).map((stat) => Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]));
}
