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
  it('only once no request has run for a moment', async () => {
    // Setup
    const stock = new PasswordHashStock(2);
    stock.topUp();
    await filled(stock, 2);
    const requestEnded = stock.requestStarted();

    // Action
    await stock.take(1, '6.8.7');
    await new Promise((resolve) => setTimeout(resolve, 2500));
    const whileBusy = stock.available;
    requestEnded();
    await filled(stock, 2);

    // Assert
    expect(whileBusy).toBe(1);
    expect(stock.available).toBe(2);
  });
});
