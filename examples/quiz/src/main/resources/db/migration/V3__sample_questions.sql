INSERT INTO questions (id, content, correct_answer) VALUES
    ('2adf2d89-d7c5-4fa8-b0e8-087d3c137715', 'What is 2 + 2?', '4'),
    ('6b0c1f3e-3c55-4d0e-9a43-5b1e2f9c8a01', 'Which SQL statement removes rows from a table?', 'DELETE'),
    ('9e4d7a20-8f61-4b7e-b5c2-0d3a6e1f4b92', 'How many bits are in a byte?', '8');
