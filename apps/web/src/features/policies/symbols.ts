/** An emoji a leave type can carry, with the words the symbol picker finds it by. */
export interface LeaveSymbolEntry {
  emoji: string;
  name: string;
  keywords: readonly string[];
}

/** The symbol picker's choices: leave-related first (vacation, sickness, family, study, ...). */
export const LEAVE_SYMBOLS: readonly LeaveSymbolEntry[] = [
  { emoji: '🌴', name: 'Palm tree', keywords: ['vacation', 'holiday', 'annual', 'beach', 'tropical'] },
  { emoji: '🏖️', name: 'Beach', keywords: ['vacation', 'holiday', 'sea', 'summer', 'sun'] },
  { emoji: '✈️', name: 'Airplane', keywords: ['travel', 'trip', 'flight', 'abroad', 'vacation'] },
  { emoji: '🧳', name: 'Luggage', keywords: ['travel', 'trip', 'suitcase', 'journey'] },
  { emoji: '⛰️', name: 'Mountain', keywords: ['hiking', 'outdoors', 'vacation', 'nature'] },
  { emoji: '🏕️', name: 'Camping', keywords: ['tent', 'outdoors', 'nature', 'vacation'] },
  { emoji: '⛷️', name: 'Skier', keywords: ['ski', 'winter', 'snow', 'vacation'] },
  { emoji: '☀️', name: 'Sun', keywords: ['summer', 'weather', 'day off', 'sunny'] },
  { emoji: '🤒', name: 'Face with thermometer', keywords: ['sick', 'ill', 'fever', 'unwell'] },
  { emoji: '🤧', name: 'Sneezing face', keywords: ['sick', 'cold', 'flu', 'ill'] },
  { emoji: '🤕', name: 'Head bandage', keywords: ['injury', 'hurt', 'accident', 'sick'] },
  { emoji: '🏥', name: 'Hospital', keywords: ['medical', 'health', 'surgery', 'sick'] },
  { emoji: '💊', name: 'Pill', keywords: ['medicine', 'health', 'sick', 'drug'] },
  { emoji: '🩺', name: 'Stethoscope', keywords: ['doctor', 'appointment', 'medical', 'checkup'] },
  { emoji: '🦷', name: 'Tooth', keywords: ['dentist', 'appointment', 'dental'] },
  { emoji: '🧠', name: 'Brain', keywords: ['mental health', 'wellbeing', 'rest'] },
  { emoji: '👶', name: 'Baby', keywords: ['parental', 'maternity', 'paternity', 'birth', 'newborn'] },
  { emoji: '🍼', name: 'Baby bottle', keywords: ['parental', 'maternity', 'paternity', 'childcare'] },
  { emoji: '🤰', name: 'Pregnant woman', keywords: ['maternity', 'pregnancy', 'parental'] },
  { emoji: '👨‍👩‍👧', name: 'Family', keywords: ['family', 'care', 'parental', 'children'] },
  { emoji: '🧒', name: 'Child', keywords: ['childcare', 'kids', 'school', 'family'] },
  { emoji: '💍', name: 'Ring', keywords: ['wedding', 'marriage', 'engagement'] },
  { emoji: '💒', name: 'Wedding', keywords: ['marriage', 'wedding', 'church', 'ceremony'] },
  { emoji: '🎂', name: 'Birthday cake', keywords: ['birthday', 'celebration', 'party'] },
  { emoji: '🎉', name: 'Party popper', keywords: ['celebration', 'party', 'festival', 'special'] },
  { emoji: '🕊️', name: 'Dove', keywords: ['bereavement', 'funeral', 'compassionate', 'peace'] },
  { emoji: '🖤', name: 'Black heart', keywords: ['bereavement', 'mourning', 'grief', 'loss'] },
  { emoji: '❤️', name: 'Red heart', keywords: ['compassionate', 'care', 'love', 'wellbeing'] },
  { emoji: '📚', name: 'Books', keywords: ['study', 'education', 'exam', 'training', 'learning'] },
  { emoji: '🎓', name: 'Graduation cap', keywords: ['study', 'education', 'graduation', 'university'] },
  { emoji: '📝', name: 'Memo', keywords: ['exam', 'test', 'study', 'paperwork'] },
  { emoji: '⚖️', name: 'Balance scale', keywords: ['jury duty', 'court', 'legal', 'civic'] },
  { emoji: '🗳️', name: 'Ballot box', keywords: ['voting', 'election', 'civic'] },
  { emoji: '🪖', name: 'Military helmet', keywords: ['military', 'reserve', 'service', 'army'] },
  { emoji: '🤝', name: 'Handshake', keywords: ['volunteer', 'charity', 'community'] },
  { emoji: '🏠', name: 'House', keywords: ['home', 'remote', 'work from home', 'moving'] },
  { emoji: '🚚', name: 'Delivery truck', keywords: ['moving', 'relocation', 'house move'] },
  { emoji: '💼', name: 'Briefcase', keywords: ['business', 'work', 'trip', 'conference'] },
  { emoji: '⏰', name: 'Alarm clock', keywords: ['time off in lieu', 'overtime', 'toil', 'time'] },
  { emoji: '🧘', name: 'Person in lotus position', keywords: ['wellbeing', 'rest', 'sabbatical', 'yoga'] },
  { emoji: '🛌', name: 'Person in bed', keywords: ['rest', 'sleep', 'sick', 'recovery'] },
  { emoji: '🙏', name: 'Folded hands', keywords: ['religious', 'faith', 'prayer', 'observance'] },
  { emoji: '⭐', name: 'Star', keywords: ['special', 'reward', 'bonus', 'favourite'] },
  { emoji: '📅', name: 'Calendar', keywords: ['day off', 'leave', 'schedule', 'other'] },
];

/** Entries whose name or any keyword contains the query (case-insensitive); all for an empty query. */
export function searchLeaveSymbols(query: string): LeaveSymbolEntry[] {
  const q = query.trim().toLowerCase();
  if (!q) return [...LEAVE_SYMBOLS];
  return LEAVE_SYMBOLS.filter(
    (s) => s.name.toLowerCase().includes(q) || s.keywords.some((k) => k.toLowerCase().includes(q)),
  );
}

/** The symbol shown when a type has none (the calendar's default, part 1 §2). */
export const DEFAULT_LEAVE_SYMBOL = '🌴';
