import QtQuick
import DixitDesktop.Backend
import DixitDesktop.Controls

// Who plays a seat, as a small drawing: a person (head and shoulders), or a computer player (a
// little screen with eyes on a stand; a sharp one narrows its eyes). The numbers below are the
// drawing's own, in pixels, like the points of an icon file (its size: Theme.kindIconWidth by kindIconHeight).
Item {
    id: icon
    required property int level   // Setup.PERSON, GENTLE or SHARP
    required property color pen
    implicitWidth: Theme.kindIconWidth
    implicitHeight: Theme.kindIconHeight
    Item {   // a person: head and shoulders
        anchors.centerIn: parent
        width: 22; height: 24
        visible: icon.level === Setup.PERSON
        Rectangle { x: 6; y: 0; width: 10; height: 10; radius: 5; color: icon.pen }
        Rectangle { x: 0; y: 12; width: 22; height: 12; radius: 6; color: icon.pen }
    }
    Item {   // a computer player: a little screen with eyes, on a stand
        anchors.centerIn: parent
        width: 26; height: 24
        visible: icon.level !== Setup.PERSON
        Rectangle {
            width: 26; height: 18; radius: 4; color: icon.pen
            Rectangle { x: 7; y: 6; width: 4; height: icon.level === Setup.SHARP ? 3 : 5; radius: 2; color: Theme.paper }
            Rectangle { x: 15; y: 6; width: 4; height: icon.level === Setup.SHARP ? 3 : 5; radius: 2; color: Theme.paper }
        }
        Rectangle { x: 10; y: 18; width: 6; height: 3; color: icon.pen }
        Rectangle { x: 6; y: 21; width: 14; height: 3; radius: 1; color: icon.pen }
    }
}
