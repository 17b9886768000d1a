import type { NationRow } from '../game-data.types.js';

/** Which name pool a nation's players draw from (names/name-pools.ts). */
export type NameRegion =
  | 'english'
  | 'spanish'
  | 'portuguese'
  | 'french'
  | 'german'
  | 'italian'
  | 'dutch'
  | 'nordic'
  | 'slavic'
  | 'balkan'
  | 'turkish'
  | 'african'
  | 'arabic'
  | 'asian';

export interface NationSeed {
  eaId: number;
  name: string;
  /**
   * Its flag in flag-icons: ISO 3166-1 alpha-2 in lower case, the home nations of the UK by their
   * subdivision codes (gb-eng, gb-sct, gb-wls, gb-nir) and Kosovo by the user-assigned xk.
   */
  flagCode: string;
  region: NameRegion;
  /** How many players come from it, relative to the others (big football nations supply more). */
  weight: number;
}

// EA's nation ids are small integers in a fixed order (Europe 1–51, South America 52–61, North and
// Central America 62–96, Africa 97–148, Asia 149–193, Oceania 195+), e.g. England 14, France 18,
// Germany 21, Italy 27, Netherlands 34, Portugal 38, Spain 45, Argentina 52, Brazil 54. Ids are from our
// memory of that list; a few may be off by one, which matters to no rule.
const N = (eaId: number, name: string, flagCode: string, region: NameRegion, weight = 1): NationSeed => ({
  eaId,
  name,
  flagCode,
  region,
  weight,
});

export const NATION_SEEDS: readonly NationSeed[] = [
  N(1, 'Albania', 'al', 'balkan', 3),
  N(2, 'Andorra', 'ad', 'spanish'),
  N(3, 'Armenia', 'am', 'slavic'),
  N(4, 'Austria', 'at', 'german', 12),
  N(5, 'Azerbaijan', 'az', 'turkish'),
  N(6, 'Belarus', 'by', 'slavic', 2),
  N(7, 'Belgium', 'be', 'dutch', 15),
  N(8, 'Bosnia and Herzegovina', 'ba', 'balkan', 5),
  N(9, 'Bulgaria', 'bg', 'slavic', 3),
  N(10, 'Croatia', 'hr', 'balkan', 10),
  N(11, 'Cyprus', 'cy', 'balkan', 2),
  N(12, 'Czechia', 'cz', 'slavic', 8),
  N(13, 'Denmark', 'dk', 'nordic', 14),
  N(14, 'England', 'gb-eng', 'english', 60),
  N(15, 'Montenegro', 'me', 'balkan', 2),
  N(16, 'Faroe Islands', 'fo', 'nordic'),
  N(17, 'Finland', 'fi', 'nordic', 4),
  N(18, 'France', 'fr', 'french', 45),
  N(19, 'North Macedonia', 'mk', 'balkan', 2),
  N(20, 'Georgia', 'ge', 'slavic', 3),
  N(21, 'Germany', 'de', 'german', 40),
  N(22, 'Greece', 'gr', 'balkan', 6),
  N(23, 'Hungary', 'hu', 'slavic', 5),
  N(24, 'Iceland', 'is', 'nordic', 3),
  N(25, 'Republic of Ireland', 'ie', 'english', 12),
  N(26, 'Israel', 'il', 'arabic', 3),
  N(27, 'Italy', 'it', 'italian', 35),
  N(28, 'Latvia', 'lv', 'slavic'),
  N(29, 'Liechtenstein', 'li', 'german'),
  N(30, 'Lithuania', 'lt', 'slavic'),
  N(31, 'Luxembourg', 'lu', 'french', 2),
  N(32, 'Malta', 'mt', 'italian'),
  N(33, 'Moldova', 'md', 'slavic'),
  N(34, 'Netherlands', 'nl', 'dutch', 25),
  N(35, 'Northern Ireland', 'gb-nir', 'english', 6),
  N(36, 'Norway', 'no', 'nordic', 14),
  N(37, 'Poland', 'pl', 'slavic', 20),
  N(38, 'Portugal', 'pt', 'portuguese', 22),
  N(39, 'Romania', 'ro', 'balkan', 6),
  N(40, 'Russia', 'ru', 'slavic', 4),
  N(41, 'San Marino', 'sm', 'italian'),
  N(42, 'Scotland', 'gb-sct', 'english', 14),
  N(43, 'Slovakia', 'sk', 'slavic', 5),
  N(44, 'Slovenia', 'si', 'balkan', 4),
  N(45, 'Spain', 'es', 'spanish', 45),
  N(46, 'Sweden', 'se', 'nordic', 15),
  N(47, 'Switzerland', 'ch', 'german', 10),
  N(48, 'Türkiye', 'tr', 'turkish', 14),
  N(49, 'Ukraine', 'ua', 'slavic', 6),
  N(50, 'Wales', 'gb-wls', 'english', 7),
  N(51, 'Serbia', 'rs', 'balkan', 10),
  N(52, 'Argentina', 'ar', 'spanish', 40),
  N(53, 'Bolivia', 'bo', 'spanish', 3),
  N(54, 'Brazil', 'br', 'portuguese', 35),
  N(55, 'Chile', 'cl', 'spanish', 12),
  N(56, 'Colombia', 'co', 'spanish', 16),
  N(57, 'Ecuador', 'ec', 'spanish', 8),
  N(58, 'Paraguay', 'py', 'spanish', 8),
  N(59, 'Peru', 'pe', 'spanish', 6),
  N(60, 'Uruguay', 'uy', 'spanish', 12),
  N(61, 'Venezuela', 've', 'spanish', 5),
  N(63, 'Antigua and Barbuda', 'ag', 'english'),
  N(65, 'Bahamas', 'bs', 'english'),
  N(66, 'Barbados', 'bb', 'english'),
  N(67, 'Belize', 'bz', 'english'),
  N(68, 'Bermuda', 'bm', 'english'),
  N(70, 'Canada', 'ca', 'english', 8),
  N(72, 'Costa Rica', 'cr', 'spanish', 3),
  N(73, 'Cuba', 'cu', 'spanish'),
  N(75, 'Dominican Republic', 'do', 'spanish'),
  N(76, 'El Salvador', 'sv', 'spanish', 2),
  N(77, 'Grenada', 'gd', 'english'),
  N(78, 'Guatemala', 'gt', 'spanish'),
  N(79, 'Guyana', 'gy', 'english'),
  N(80, 'Haiti', 'ht', 'french', 2),
  N(81, 'Honduras', 'hn', 'spanish', 2),
  N(82, 'Jamaica', 'jm', 'english', 4),
  N(83, 'Mexico', 'mx', 'spanish', 12),
  N(85, 'Curaçao', 'cw', 'dutch', 2),
  N(86, 'Nicaragua', 'ni', 'spanish'),
  N(87, 'Panama', 'pa', 'spanish', 3),
  N(88, 'Puerto Rico', 'pr', 'spanish'),
  N(89, 'St. Kitts and Nevis', 'kn', 'english'),
  N(90, 'St. Lucia', 'lc', 'english'),
  N(92, 'Suriname', 'sr', 'dutch', 2),
  N(93, 'Trinidad and Tobago', 'tt', 'english'),
  N(95, 'United States', 'us', 'english', 25),
  N(97, 'Algeria', 'dz', 'arabic', 6),
  N(98, 'Angola', 'ao', 'portuguese', 2),
  N(99, 'Benin', 'bj', 'african', 2),
  N(100, 'Botswana', 'bw', 'african'),
  N(101, 'Burkina Faso', 'bf', 'african', 3),
  N(102, 'Burundi', 'bi', 'african'),
  N(103, 'Cameroon', 'cm', 'african', 6),
  N(104, 'Cape Verde', 'cv', 'portuguese', 3),
  N(105, 'Central African Republic', 'cf', 'african'),
  N(106, 'Chad', 'td', 'african'),
  N(107, 'Congo', 'cg', 'african', 2),
  N(108, "Côte d'Ivoire", 'ci', 'african', 8),
  N(110, 'DR Congo', 'cd', 'african', 5),
  N(111, 'Egypt', 'eg', 'arabic', 4),
  N(112, 'Equatorial Guinea', 'gq', 'spanish'),
  N(114, 'Ethiopia', 'et', 'african'),
  N(115, 'Gabon', 'ga', 'african', 2),
  N(116, 'Gambia', 'gm', 'african', 3),
  N(117, 'Ghana', 'gh', 'african', 8),
  N(118, 'Guinea', 'gn', 'african', 4),
  N(119, 'Guinea-Bissau', 'gw', 'portuguese', 2),
  N(120, 'Kenya', 'ke', 'african'),
  N(122, 'Liberia', 'lr', 'african'),
  N(123, 'Libya', 'ly', 'arabic'),
  N(124, 'Madagascar', 'mg', 'french'),
  N(125, 'Malawi', 'mw', 'african'),
  N(126, 'Mali', 'ml', 'african', 6),
  N(127, 'Mauritania', 'mr', 'arabic'),
  N(129, 'Morocco', 'ma', 'arabic', 9),
  N(130, 'Mozambique', 'mz', 'portuguese'),
  N(131, 'Namibia', 'na', 'african'),
  N(132, 'Niger', 'ne', 'african'),
  N(133, 'Nigeria', 'ng', 'african', 10),
  N(134, 'Rwanda', 'rw', 'african'),
  N(136, 'Senegal', 'sn', 'african', 8),
  N(138, 'Sierra Leone', 'sl', 'african', 2),
  N(140, 'South Africa', 'za', 'african', 4),
  N(141, 'Sudan', 'sd', 'arabic'),
  N(143, 'Tanzania', 'tz', 'african'),
  N(144, 'Togo', 'tg', 'african', 2),
  N(145, 'Tunisia', 'tn', 'arabic', 4),
  N(146, 'Uganda', 'ug', 'african'),
  N(147, 'Zambia', 'zm', 'african', 2),
  N(148, 'Zimbabwe', 'zw', 'african', 2),
  N(150, 'Bahrain', 'bh', 'arabic'),
  N(151, 'Bangladesh', 'bd', 'asian'),
  N(155, 'China PR', 'cn', 'asian', 12),
  N(156, 'Chinese Taipei', 'tw', 'asian'),
  N(158, 'Hong Kong', 'hk', 'asian'),
  N(159, 'India', 'in', 'asian', 6),
  N(160, 'Indonesia', 'id', 'asian', 2),
  N(161, 'Iran', 'ir', 'arabic', 3),
  N(162, 'Iraq', 'iq', 'arabic', 2),
  N(163, 'Japan', 'jp', 'asian', 14),
  N(164, 'Jordan', 'jo', 'arabic'),
  N(165, 'Kazakhstan', 'kz', 'slavic'),
  N(166, 'Korea DPR', 'kp', 'asian'),
  N(167, 'Korea Republic', 'kr', 'asian', 14),
  N(168, 'Kuwait', 'kw', 'arabic'),
  N(169, 'Kyrgyzstan', 'kg', 'slavic'),
  N(171, 'Lebanon', 'lb', 'arabic'),
  N(173, 'Malaysia', 'my', 'asian'),
  N(178, 'Oman', 'om', 'arabic'),
  N(179, 'Pakistan', 'pk', 'asian'),
  N(180, 'Palestine', 'ps', 'arabic'),
  N(181, 'Philippines', 'ph', 'asian'),
  N(182, 'Qatar', 'qa', 'arabic', 2),
  N(183, 'Saudi Arabia', 'sa', 'arabic', 12),
  N(184, 'Singapore', 'sg', 'asian'),
  N(186, 'Syria', 'sy', 'arabic'),
  N(187, 'Tajikistan', 'tj', 'slavic'),
  N(188, 'Thailand', 'th', 'asian'),
  N(190, 'United Arab Emirates', 'ae', 'arabic', 3),
  N(191, 'Uzbekistan', 'uz', 'slavic', 2),
  N(192, 'Vietnam', 'vn', 'asian'),
  N(195, 'Australia', 'au', 'english', 12),
  N(197, 'Fiji', 'fj', 'english'),
  N(198, 'New Zealand', 'nz', 'english', 3),
  N(208, 'Estonia', 'ee', 'nordic'),
  N(219, 'Kosovo', 'xk', 'balkan', 3),
];

export const nationImageUrl = (gameYear: number, eaId: number): string =>
  `/static/nations/${gameYear}/${eaId}.svg`;

export const nationsOf = (gameYear: number): NationRow[] =>
  NATION_SEEDS.map(({ eaId, name }) => ({ eaId, name, imageUrl: nationImageUrl(gameYear, eaId) }));
