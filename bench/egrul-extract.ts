/**
 * A generated ЕГРЮЛ 4.07 extract for the import benchmark: windows-1251, one company per `Документ` with a
 * director, two founders, ОКВЭД and six registry records (~6 KB each); `later` writes the next month's extract of
 * the same companies, in which every director and address changed.
 */
import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import iconv from 'iconv-lite';

const withCheck = (digits: string, mod: bigint) => digits + String((BigInt(digits) % mod) % 10n);
const weighted = (digits: string, weights: number[]) =>
  String((weights.reduce((s, w, i) => s + w * Number(digits[i]), 0) % 11) % 10);
const innLegal = (n: number) => {
  const body = `77${String(n).padStart(7, '0')}`;
  return body + weighted(body, [2, 4, 10, 3, 5, 9, 4, 6, 8]);
};
const innPerson = (n: number) => {
  const body = `77${String(n).padStart(8, '0')}`;
  const first = body + weighted(body, [7, 2, 4, 10, 3, 5, 9, 4, 6, 8]);
  return first + weighted(first, [3, 7, 2, 4, 10, 3, 5, 9, 4, 6, 8]);
};
const grn = (year: string, n: number) => withCheck(`2${year}77${String(n).padStart(7, '0')}`.slice(0, 12), 11n);
const ref = (g: string, d: string) => `<ГРНДата ГРН="${g}" ДатаЗаписи="${d}"/>`;
const OFFICE = 'КодНО="7746" НаимНО="Межрайонная инспекция Федеральной налоговой службы № 46 по г. Москве"';
const STREETS = ['ТЕСТОВАЯ', 'ЛЕНИНА', 'САДОВАЯ', 'ПОБЕДЫ', 'МИРА', 'ГАГАРИНА', 'ПУШКИНА'];
const NAMES = ['РОМАШКА', 'ВЕКТОР', 'ГОРИЗОНТ', 'СТРОЙТЕХ', 'АЛЬФА', 'МЕРИДИАН', 'КАСКАД', 'ЛОТОС'];

/**
 * One company of realistic size; `n` makes the identifiers unique (ОГРН uses 12 digits of n). `later`: the
 * next month's extract of the same company, with a new director (another person) and a moved address.
 */
export function documentXml(n: number, later = false): string {
  const o = withCheck(`11877${String(n).padStart(7, '0')}`, 11n);
  const inn = innLegal(n);
  const person = innPerson(n);
  const director = later
    ? { surname: 'ПЕТРОВ', inn: innPerson(50_000_000 + n), since: '2025-02-10' }
    : { surname: 'ИВАНОВ', inn: person, since: '2018-03-12' };
  const g1 = grn('18', n);
  const g2 = grn('24', n);
  const name = `${NAMES[n % NAMES.length]}-${n}`;
  const records = [0, 1, 2, 3, 4, 5]
    .map(
      (
        k,
      ) => `<СвЗапЕГРЮЛ ИдЗап="${n * 10 + k}" ГРН="${k === 0 ? o : grn(String(19 + k), n)}" ДатаЗап="20${19 + k}-0${k + 1}-15">
        <ВидЗап КодСПВЗ="1420${k}" НаимВидЗап="Изменение сведений о юридическом лице, содержащихся в Едином государственном реестре юридических лиц"/>
        <СвРегОрг ${OFFICE}/>
        <СведПредДок><НаимДок>Р13014 ЗАЯВЛЕНИЕ ОБ ИЗМЕНЕНИЯХ</НаимДок><ДатаДок>20${19 + k}-0${k + 1}-10</ДатаДок></СведПредДок>
      </СвЗапЕГРЮЛ>`,
    )
    .join('\n      ');
  return `  <Документ ИдДок="00000000-0000-4000-8000-${String(n).padStart(12, '0')}">
    <СвЮЛ ДатаВып="${later ? '2025-02-14' : '2025-01-14'}" ОГРН="${o}" ДатаОГРН="2018-03-12" ИНН="${inn}" КПП="770401001" СпрОПФ="ОКОПФ" КодОПФ="12300" ПолнНаимОПФ="Общество с ограниченной ответственностью">
      <СвНаимЮЛ НаимЮЛПолн="ОБЩЕСТВО С ОГРАНИЧЕННОЙ ОТВЕТСТВЕННОСТЬЮ &quot;${name}&quot;">${ref(o, '2018-03-12')}
        <СвНаимЮЛСокр НаимСокр="ООО &quot;${name}&quot;">${ref(o, '2018-03-12')}</СвНаимЮЛСокр>
      </СвНаимЮЛ>
      <СвАдресЮЛ ВидАдрКлассиф="2"><СвАдрЮЛФИАС ИдНом="${1_000_000 + n}" Индекс="119021"><Регион>77</Регион><НаимРегион>ГОРОД МОСКВА</НаимРегион>
        <МуниципРайон ВидКод="3" Наим="МУНИЦИПАЛЬНЫЙ ОКРУГ ХАМОВНИКИ"/><ЭлУлДорСети Тип="УЛ." Наим="${STREETS[n % STREETS.length]}"/><Здание Тип="Д." Номер="${(n % 200) + (later ? 1 : 0)}"/>${ref(g2, '2024-05-20')}</СвАдрЮЛФИАС></СвАдресЮЛ>
      <СвОбрЮЛ ОГРН="${o}" ДатаОГРН="2018-03-12"><СпОбрЮЛ КодСпОбрЮЛ="01" НаимСпОбрЮЛ="Создание юридического лица"/>${ref(o, '2018-03-12')}</СвОбрЮЛ>
      <СвРегОрг ${OFFICE}>${ref(o, '2018-03-12')}</СвРегОрг>
      <СвУчетНО ИНН="${inn}" КПП="770401001" ДатаПостУч="2018-03-12"><СвНО КодНО="7704" НаимНО="Инспекция Федеральной налоговой службы № 4 по г.Москве"/>${ref(g1, '2018-03-12')}</СвУчетНО>
      <СвРегПФ РегНомПФ="0871010${String(n).padStart(5, '0')}" ДатаРег="2018-03-15"><СвОргПФ КодПФ="087101" НаимПФ="Главное управление ПФР № 10"/></СвРегПФ>
      <СвУстКап НаимВидКап="УСТАВНЫЙ КАПИТАЛ" СумКап="${10_000 + (n % 90) * 1000}">${ref(o, '2018-03-12')}</СвУстКап>
      <СведДолжнФЛ><ГРНДатаПерв ГРН="${o}" ДатаЗаписи="${director.since}"/>
        <СвФЛ Фамилия="${director.surname}" Имя="ИВАН" Отчество="ИВАНОВИЧ" ИННФЛ="${director.inn}">${ref(o, director.since)}</СвФЛ>
        <СвДолжн ВидДолжн="02" НаимВидДолжн="Руководитель юридического лица" НаимДолжн="ГЕНЕРАЛЬНЫЙ ДИРЕКТОР">${ref(o, director.since)}</СвДолжн>
      </СведДолжнФЛ>
      <СвУчредит>
        <УчрЮЛРос><ГРНДатаПерв ГРН="${o}" ДатаЗаписи="2018-03-12"/><НаимИННЮЛ ОГРН="1027700123450" ИНН="7719876544" НаимЮЛПолн="АКЦИОНЕРНОЕ ОБЩЕСТВО &quot;ТЕСТ-ХОЛДИНГ&quot;"/>
          <ДоляУстКап НоминСтоим="4000"><РазмерДоли><Процент>40</Процент></РазмерДоли>${ref(o, '2018-03-12')}</ДоляУстКап></УчрЮЛРос>
        <УчрФЛ><ГРНДатаПерв ГРН="${o}" ДатаЗаписи="2018-03-12"/><СвФЛ Фамилия="ИВАНОВ" Имя="ИВАН" Отчество="ИВАНОВИЧ" ИННФЛ="${person}"/>
          <ДоляУстКап НоминСтоим="6000"><РазмерДоли><ДробДесят>0.6</ДробДесят></РазмерДоли>${ref(o, '2018-03-12')}</ДоляУстКап></УчрФЛ>
      </СвУчредит>
      <СвОКВЭД>
        <СвОКВЭДОсн КодОКВЭД="62.01" НаимОКВЭД="Разработка компьютерного программного обеспечения" ПрВерсОКВЭД="2014">${ref(o, '2018-03-12')}</СвОКВЭДОсн>
        <СвОКВЭДДоп КодОКВЭД="62.02" НаимОКВЭД="Деятельность консультативная и работы в области компьютерных технологий" ПрВерсОКВЭД="2014"/>
        <СвОКВЭДДоп КодОКВЭД="62.09" НаимОКВЭД="Деятельность, связанная с использованием вычислительной техники" ПрВерсОКВЭД="2014"/>
        <СвОКВЭДДоп КодОКВЭД="63.11" НаимОКВЭД="Деятельность по обработке данных" ПрВерсОКВЭД="2014"/>
      </СвОКВЭД>
      ${records}
    </СвЮЛ>
  </Документ>
`;
}

export async function generateExtract(file: string, documents: number, later = false) {
  const out = createWriteStream(file);
  const write = async (text: string) => {
    if (!out.write(iconv.encode(text, 'windows-1251'))) await once(out, 'drain');
  };
  await write(`<?xml version="1.0" encoding="windows-1251"?>
<Файл ИдФайл="VO_RUGFO_0000_9965_20250115_bench" ВерсФорм="4.07" ТипИнф="ЕГРЮЛ_ОТКР_СВЕД" КолДок="${documents}">
`);
  let chunk = '';
  for (let n = 1; n <= documents; n++) {
    chunk += documentXml(n, later);
    if (chunk.length > 1_000_000) {
      await write(chunk);
      chunk = '';
    }
  }
  await write(`${chunk}</Файл>\n`);
  out.end();
  await once(out, 'finish');
}
