import type { Rng } from '@playbook/core';

// Common US given names and surnames, combined at random: the demo's players and officials are fictional.
export const FIRST_NAMES: readonly string[] = [
  'Aaron', 'Adrian', 'Alex', 'Andre', 'Anthony', 'Austin', 'Bailey', 'Blake', 'Brandon', 'Brian', 'Bryce', 'Caleb',
  'Cam', 'Carlos', 'Carter', 'Chase', 'Chris', 'Cole', 'Colton', 'Connor', 'Corey', 'Dalton', 'Damon', 'Daniel',
  'Darius', 'David', 'Deion', 'Derek', 'Devin', 'Dominic', 'Drew', 'Dylan', 'Eli', 'Elijah', 'Eric', 'Ethan',
  'Evan', 'Gabe', 'Garrett', 'Grant', 'Isaiah', 'Jack', 'Jackson', 'Jacob', 'Jaden', 'Jalen', 'Jamal', 'James',
  'Jared', 'Jason', 'Javon', 'Jaylen', 'Jordan', 'Josh', 'Julian', 'Justin', 'Kaden', 'Keenan', 'Kendall', 'Kevin',
  'Kyle', 'Lamar', 'Landon', 'Logan', 'Lucas', 'Marcus', 'Mason', 'Matt', 'Micah', 'Miles', 'Nate', 'Nick',
  'Noah', 'Omar', 'Owen', 'Parker', 'Quinn', 'Reggie', 'Ryan', 'Sam', 'Sean', 'Shane', 'Spencer', 'Terrell',
  'Travis', 'Trent', 'Trey', 'Tristan', 'Tyler', 'Tyrese', 'Victor', 'Wes', 'Xavier', 'Zach', 'Zion', 'Malik',
];

export const LAST_NAMES: readonly string[] = [
  'Adams', 'Allen', 'Anderson', 'Bailey', 'Baker', 'Banks', 'Barnes', 'Bell', 'Bennett', 'Brooks', 'Brown', 'Bryant',
  'Butler', 'Campbell', 'Carter', 'Clark', 'Coleman', 'Collins', 'Cook', 'Cooper', 'Cox', 'Davis', 'Dixon', 'Edwards',
  'Ellis', 'Evans', 'Fisher', 'Fleming', 'Ford', 'Foster', 'Freeman', 'Garcia', 'Gibson', 'Gordon', 'Graham', 'Grant',
  'Gray', 'Green', 'Griffin', 'Hall', 'Hamilton', 'Harris', 'Hayes', 'Henderson', 'Hill', 'Holmes', 'Howard', 'Hughes',
  'Hunter', 'Jackson', 'James', 'Jenkins', 'Johnson', 'Jones', 'Jordan', 'Kelly', 'Kennedy', 'King', 'Knight', 'Lane',
  'Lewis', 'Long', 'Marshall', 'Martin', 'Mason', 'Matthews', 'McCoy', 'Miller', 'Mitchell', 'Moore', 'Morgan', 'Morris',
  'Murphy', 'Murray', 'Nelson', 'Owens', 'Palmer', 'Parker', 'Patterson', 'Payne', 'Perry', 'Peterson', 'Phillips', 'Porter',
  'Powell', 'Price', 'Reed', 'Reynolds', 'Richardson', 'Roberts', 'Robinson', 'Rogers', 'Ross', 'Russell', 'Sanders', 'Scott',
  'Shaw', 'Simmons', 'Simpson', 'Smith', 'Spencer', 'Stephens', 'Stewart', 'Sullivan', 'Taylor', 'Thomas', 'Thompson', 'Tucker',
  'Turner', 'Walker', 'Wallace', 'Ward', 'Warren', 'Washington', 'Watson', 'Wells', 'West', 'White', 'Williams', 'Wilson',
  'Wood', 'Woods', 'Wright', 'Young',
];

export function personName(rng: Rng): string {
  return `${rng.pick(FIRST_NAMES)} ${rng.pick(LAST_NAMES)}`;
}

/** `count` distinct names (the lists allow about 11,000, far more than a roster needs). */
export function distinctNames(rng: Rng, count: number): string[] {
  const names = new Set<string>();
  while (names.size < count) names.add(personName(rng));
  return [...names];
}
