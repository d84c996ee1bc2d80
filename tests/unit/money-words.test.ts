// Amounts in words on receipts: Indian numbering (thousand, lakh, crore) in
// English and Hindi, with paise, and figures with two decimals when they have paise.
import { describe, expect, it } from 'vitest';
import { formatPaise, formatRupees } from '../../domain/catalogue/site';
import { amountInWords } from '../../domain/money/words';

describe('an amount in words', () => {
  it.each([
    [120_000, 'One Thousand Two Hundred Rupees Only', 'एक हज़ार दो सौ रुपये मात्र'],
    [10_000, 'One Hundred Rupees Only', 'एक सौ रुपये मात्र'],
    [500_000, 'Five Thousand Rupees Only', 'पाँच हज़ार रुपये मात्र'],
    [100, 'One Rupee Only', 'एक रुपया मात्र'],
    [10_050, 'One Hundred Rupees and Fifty Paise Only', 'एक सौ रुपये और पचास पैसे मात्र'],
    [1, 'One Paisa Only', 'एक पैसा मात्र'],
    [15_000_000, 'One Lakh Fifty Thousand Rupees Only', 'एक लाख पचास हज़ार रुपये मात्र'],
    [
      123_456_799,
      'Twelve Lakh Thirty Four Thousand Five Hundred Sixty Seven Rupees and Ninety Nine Paise Only',
      'बारह लाख चौंतीस हज़ार पाँच सौ सड़सठ रुपये और निन्यानवे पैसे मात्र',
    ],
    [
      1_234_567_800,
      'One Crore Twenty Three Lakh Forty Five Thousand Six Hundred Seventy Eight Rupees Only',
      'एक करोड़ तेईस लाख पैंतालीस हज़ार छह सौ अठहत्तर रुपये मात्र',
    ],
    [99_900, 'Nine Hundred Ninety Nine Rupees Only', 'नौ सौ निन्यानवे रुपये मात्र'],
    [1_100_000, 'Eleven Thousand Rupees Only', 'ग्यारह हज़ार रुपये मात्र'],
  ])('%i paise reads "%s" and "%s"', (paise, english, hindi) => {
    expect(amountInWords(paise, 'en')).toBe(english);
    expect(amountInWords(paise, 'hi')).toBe(hindi);
  });

  it('counts crores of crores (a number past 99 crore keeps the crore words)', () => {
    expect(amountInWords(100_000_000_000 * 100, 'en')).toBe('Ten Thousand Crore Rupees Only');
    expect(amountInWords(1_000_000_000_000 * 100, 'hi')).toBe('एक लाख करोड़ रुपये मात्र');
  });

  it('refuses what is not a whole number of paise', () => {
    expect(() => amountInWords(10.5, 'en')).toThrow();
    expect(() => amountInWords(-100, 'hi')).toThrow();
  });
});

describe('an amount in figures', () => {
  it('shows paise with two decimals, whole rupees without, in Indian grouping', () => {
    expect(formatRupees(100.5)).toBe('₹100.50');
    expect(formatRupees(100)).toBe('₹100');
    expect(formatRupees(120000)).toBe('₹1,20,000');
    expect(formatPaise(10_050)).toBe('₹100.50');
    expect(formatPaise(12_345_607)).toBe('₹1,23,456.07');
    expect(formatPaise(1_000)).toBe('₹10');
  });
});
