import { type PeopleWords, twoDigits, words } from './demoPeopleWords.ts';

// Made-up patients of a Madrid agency: Madrileños of that age, with their two family names, and
// those who came from Galicia, Latin America, Romania and Morocco. Streets are names most towns
// around Madrid have; phone numbers are in the 55 01 xx range, as the demo's Spanish agency has.

export const madridPeople: PeopleWords = {
  nameGroups: [
    {
      language: null,
      weight: 10,
      female: words(
        'Carmen María Dolores Pilar Josefa Concepción Mercedes Rosario Antonia Encarnación Manuela',
      ),
      male: words('José Antonio Manuel Francisco Juan Ángel Julián Jesús Ignacio Ramón'),
      family: [
        'García López',
        'Fernández Ruiz',
        'González Díaz',
        'Rodríguez Muñoz',
        'Sánchez Álvarez',
        'Martín Romero',
        'Hernández Alonso',
        'Gómez Gutiérrez',
        'Díaz Torres',
        'Moreno Blanco',
        'Muñoz Sanz',
        'Jiménez Rubio',
      ],
    },
    {
      language: 'gl',
      weight: 1,
      female: words('Carme Rosalía Xosefa'),
      male: words('Xosé Xoán Anxo'),
      family: ['Castro Otero', 'Vázquez Rey', 'Varela Pena'],
    },
    {
      language: null,
      weight: 2,
      female: words('Gladys Blanca Aída Rosa'),
      male: words('Segundo Héctor Luis'),
      family: words('Quispe Mendoza Cárdenas Guamán Torres'),
    },
    {
      language: 'ro',
      weight: 1,
      female: words('Maria Elena Ioana'),
      male: words('Gheorghe Ion Vasile'),
      family: words('Popescu Ionescu Popa'),
    },
    {
      language: 'ar',
      weight: 1,
      female: words('Fátima Aicha Zohra'),
      male: words('Mohamed Ahmed Driss'),
      family: words('Benali Tahiri Alaoui Bennani'),
    },
  ],
  preferredNames: {
    Dolores: 'Lola',
    Concepción: 'Concha',
    Rosario: 'Charo',
    Josefa: 'Pepa',
    Mercedes: 'Merche',
    Pilar: 'Pili',
    Encarnación: 'Encarna',
    José: 'Pepe',
    Francisco: 'Paco',
    Manuel: 'Manolo',
    Ignacio: 'Nacho',
  },
  streets: [
    'Calle Mayor',
    'Calle Real',
    'Calle de la Iglesia',
    'Avenida de la Constitución',
    'Calle del Pilar',
    'Avenida de Europa',
    'Calle de San Isidro',
    'Calle del Sol',
    'Plaza de España',
    'Calle de la Paz',
    'Calle de Cervantes',
    'Calle de Goya',
    'Avenida de los Reyes Católicos',
    'Calle de la Libertad',
    'Calle de Toledo',
  ],
  // A floor and a door: 1147 is the eleventh floor, door D ("11.º D").
  unit: (drawn) => `${Math.floor(drawn / 100)}.º ${'ABCD'[drawn % 4]}`,
  phone: (n) => `+34 915 55 01 ${twoDigits(n)}`,
  contactPhone: (drawn) => `+34 655 55 01 ${twoDigits(drawn)}`,
  contactFirstNames: words(`
    Laura Javier Marta David Elena Sergio Lucía Pablo Cristina Alberto Nuria Raúl Silvia Óscar
    Beatriz Jorge Ana Rubén Isabel Diego
  `),
  otherFamilyNames: words('Navarro Domínguez Vázquez Ramos Gil Serrano Molina Ortiz'),
  // A relative goes by the family name they share with the patient: the first of the two.
  relativeFamilyName: (patientLastName) => patientLastName.split(' ')[0] ?? patientLastName,
};
