import type { Random } from './random.ts';

/**
 * Brand names of demo companies, the part inside the quotes: «Гранит»,
 * «Северный Ветер», «Стройтехмонтаж», «Альфа-Логистик». Industry words follow
 * the ОКВЭД section of the main activity where that is natural.
 */

const ROOTS: readonly string[] = (
  'Альфа Бета Вектор Гранит Меридиан Орион Атлант Титан Восход Горизонт Импульс Квант Контур Магистраль ' +
  'Монолит Олимп Паритет Перспектива Прогресс Радуга Регион Ресурс Рубеж Сатурн Север Сфера Стимул Форвард ' +
  'Эталон Эверест Элемент Янтарь Азимут Аргус Байкал Вега Гарант Дельта Зенит Исток Кристалл Лидер Маяк Нева ' +
  'Омега Полюс Стандарт Тандем Успех Феникс Алмаз Арсенал Бастион Вершина Галактика Держава Альянс Континент ' +
  'Легион Престиж Партнер Союз Спектр Триумф Фаворит Статус Оптима Профи Интеграл Капитал Форум Каскад Акцент'
).split(' ');

/** Names of agricultural cooperatives: the Soviet kolkhoz tradition lives on. */
// biome-ignore format: a data table reads best packed
const FARM_ROOTS: readonly string[] = [
  'Колос', 'Рассвет', 'Заря', 'Нива', 'Родина', 'Победа', 'Дружба', 'Искра', 'Урожай', 'Луч', 'Россия', 'Мир',
  'Красный Октябрь', 'Восток',
];

/** Adjective forms [masculine, feminine, neuter] that agree with the noun's gender. */
const ADJECTIVES: readonly (readonly [string, string, string])[] = [
  ['Северный', 'Северная', 'Северное'],
  ['Южный', 'Южная', 'Южное'],
  ['Западный', 'Западная', 'Западное'],
  ['Восточный', 'Восточная', 'Восточное'],
  ['Новый', 'Новая', 'Новое'],
  ['Белый', 'Белая', 'Белое'],
  ['Зеленый', 'Зеленая', 'Зеленое'],
  ['Золотой', 'Золотая', 'Золотое'],
  ['Серебряный', 'Серебряная', 'Серебряное'],
  ['Первый', 'Первая', 'Первое'],
  ['Уральский', 'Уральская', 'Уральское'],
  ['Сибирский', 'Сибирская', 'Сибирское'],
  ['Волжский', 'Волжская', 'Волжское'],
  ['Балтийский', 'Балтийская', 'Балтийское'],
  ['Надежный', 'Надежная', 'Надежное'],
  ['Добрый', 'Добрая', 'Доброе'],
  ['Столичный', 'Столичная', 'Столичное'],
  ['Солнечный', 'Солнечная', 'Солнечное'],
  ['Ясный', 'Ясная', 'Ясное'],
  ['Тихий', 'Тихая', 'Тихое'],
];

/** Nouns with their grammatical gender: 0 masculine, 1 feminine, 2 neuter. */
// biome-ignore format: a data table reads best packed
const NOUNS: readonly (readonly [string, 0 | 1 | 2])[] = [
  ['Ветер', 0], ['Берег', 0], ['Мост', 0], ['Дом', 0], ['Путь', 0], ['Край', 0], ['Мир', 0], ['Луч', 0], ['Поток', 0],
  ['Парус', 0], ['Город', 0], ['Ключ', 0], ['Век', 0], ['Стиль', 0], ['Сад', 0], ['Звезда', 1], ['Линия', 1],
  ['Волна', 1], ['Гавань', 1], ['Долина', 1], ['Река', 1], ['Роща', 1], ['Высота', 1], ['Марка', 1], ['Слобода', 1],
  ['Поле', 2], ['Небо', 2], ['Солнце', 2], ['Время', 2], ['Озеро', 2], ['Направление', 2], ['Решение', 2], ['Дело', 2],
];

/** First halves of compound names («Строй» + «техмонтаж»), by ОКВЭД section. */
const COMPOUND_PREFIXES: Readonly<Record<string, readonly string[]>> = {
  A: ['Агро', 'Агропром', 'Сельхоз', 'Зерно', 'Лесо'],
  B: ['Нефте', 'Газо', 'Горно', 'Гео'],
  C: ['Пром', 'Техно', 'Металло', 'Хим', 'Электро', 'Пласт', 'Машино'],
  D: ['Энерго', 'Тепло', 'Электро'],
  E: ['Эко', 'Водо', 'Втор'],
  F: ['Строй', 'Спецстрой', 'Ремстрой', 'Промстрой', 'Жилстрой', 'Дорстрой', 'Монтаж'],
  G: ['Торг', 'Снаб', 'Техно', 'Опт', 'Авто'],
  H: ['Транс', 'Авто'],
  J: ['Инфо', 'Софт', 'Телеком', 'Дата'],
  K: ['Фин', 'Инвест'],
  L: ['Жил', 'Дом'],
  M: ['Гео', 'Проект', 'Эксперт', 'Консалт'],
  Q: ['Мед', 'Фарм', 'Дент', 'Вита'],
  R: ['Арт', 'Спорт'],
};
const GENERIC_PREFIXES: readonly string[] = ['Проф', 'Тех', 'Спец', 'Мега', 'Интер', 'Евро', 'Регион', 'Партнер'];

// biome-ignore format: a data table reads best packed
const COMPOUND_SUFFIXES: readonly string[] = [
  'сервис', 'снаб', 'комплект', 'ресурс', 'монтаж', 'техмонтаж', 'пром', 'строй', 'инвест', 'трейд', 'групп',
  'техника', 'проект', 'маркет', 'лайн', 'альянс', 'стандарт', 'система', 'центр', 'контракт', 'логистик', 'холдинг',
];

/** Second halves of hyphenated names («Альфа-Логистик»), by section. */
const INDUSTRY_WORDS: Readonly<Record<string, readonly string[]>> = {
  A: ['Агро', 'Ферма', 'Нива'],
  B: ['Ресурс', 'Недра'],
  C: ['Пром', 'Металл', 'Завод', 'Пласт'],
  D: ['Энерго', 'Энергия'],
  E: ['Эко', 'Вторресурс'],
  F: ['Строй', 'Монтаж', 'Девелопмент', 'Ремонт'],
  G: ['Трейд', 'Торг', 'Снаб', 'Маркет', 'Опт', 'Логистик'],
  H: ['Логистик', 'Транс', 'Карго', 'Экспресс', 'Авто'],
  I: ['Фуд', 'Кафе', 'Отель'],
  J: ['Софт', 'ИТ', 'Телеком', 'Диджитал', 'Системс'],
  K: ['Финанс', 'Капитал', 'Инвест'],
  L: ['Недвижимость', 'Девелопмент', 'Эстейт'],
  M: ['Консалт', 'Проект', 'Аудит', 'Инжиниринг', 'Эксперт'],
  N: ['Сервис', 'Клининг', 'Персонал', 'Лизинг'],
  P: ['Академия', 'Школа'],
  Q: ['Мед', 'Клиник', 'Дент', 'Фарм'],
  R: ['Арт', 'Спорт', 'Ивент'],
  S: ['Сервис', 'Стиль'],
};
const GENERIC_TAILS: readonly string[] = ['М', 'Т', 'С', 'Плюс', 'Групп', 'Сервис', 'Центр', 'Холдинг'];

function compound(random: Random, section: string): string {
  const prefixes = COMPOUND_PREFIXES[section] ?? GENERIC_PREFIXES;
  for (;;) {
    const prefix = random.pick(prefixes);
    const suffix = random.pick(COMPOUND_SUFFIXES);
    const lower = prefix.toLowerCase();
    // «Стройстрой», «Технотехника», «Монтажтехмонтаж»: halves repeating each other read as a typo.
    if (!lower.includes(suffix.slice(0, 3)) && !suffix.includes(lower)) return prefix + suffix;
  }
}

function adjectiveNoun(random: Random): string {
  const [noun, gender] = random.pick(NOUNS);
  return `${random.pick(ADJECTIVES)[gender]} ${noun}`;
}

function hyphenated(random: Random, section: string): string {
  const root = random.pick(ROOTS);
  const words = INDUSTRY_WORDS[section];
  if (words && random.chance(0.7)) return `${root}-${random.pick(words)}`;
  const tail = random.pick(GENERIC_TAILS);
  return tail.length === 1 ? `${root}-${tail}` : `${root} ${tail}`;
}

/** What the name is for: cooperatives carry neither «ТД» nor «ГК», and farms keep the kolkhoz tradition. */
export type TBrandKind = 'company' | 'cooperative' | 'farm-cooperative';

/** The quoted part of a company name for a main activity in `section`. */
export function randomBrand(random: Random, section: string, kind: TBrandKind = 'company'): string {
  if (kind === 'farm-cooperative') return random.pick(FARM_ROOTS);
  const roll = random.float();
  let brand: string;
  if (roll < 0.25) brand = random.pick(ROOTS);
  else if (roll < 0.45) brand = adjectiveNoun(random);
  else if (roll < 0.72) brand = compound(random, section);
  else brand = hyphenated(random, section);
  if (kind === 'cooperative') return brand;
  // Trading houses («ТД») and groups of companies («ГК») prefix a share of names.
  if (section === 'G' && random.chance(0.08)) return `ТД ${brand}`;
  if (random.chance(0.02)) return `ГК ${brand}`;
  return brand;
}
