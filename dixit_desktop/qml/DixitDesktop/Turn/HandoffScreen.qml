import QtQuick
import QtQuick.Layouts
import DixitDesktop.Backend
import DixitDesktop.Controls

// The most-seen screen: the next player's name, huge, in their colour, with their rabbit and
// one button they press and hold. Nothing else that could leak.
FocusScope {
    id: screen
    objectName: "handoffScreen"

    PlayerFrame {
        colour: Handoff.colour
        bold: true
    }

    ColumnLayout {
        anchors.centerIn: parent
        width: parent.width - 4 * Theme.margin
        spacing: Theme.gap

        Item {   // the rabbit bobs gently, like a note being passed
            Layout.alignment: Qt.AlignHCenter
            implicitWidth: Math.min(Theme.rabbitHandoff, screen.height * 0.25)
            implicitHeight: implicitWidth
            Rabbit {
                width: parent.width
                colour: Handoff.colour
                symbol: Handoff.symbol
                name: Handoff.name
                SequentialAnimation on y {
                    running: !Theme.reducedMotion
                    loops: Animation.Infinite
                    NumberAnimation { to: -Theme.bobHeight; duration: 700; easing.type: Easing.InOutSine }
                    NumberAnimation { to: 0; duration: 700; easing.type: Easing.InOutSine }
                }
            }
        }
        DisplayText {
            objectName: "handoffTitle"
            Layout.alignment: Qt.AlignHCenter
            Layout.fillWidth: true
            text: qsTr("Pass to %1").arg(Handoff.name)
            color: Handoff.colour
            style: Text.Outline
            styleColor: Theme.nightDeep
        }
        HeadingText {
            Layout.alignment: Qt.AlignHCenter
            text: Handoff.purpose
            font.family: Theme.textFont
        }
        Item { Layout.preferredHeight: Theme.gap }
        BigButton {
            objectName: "iAmButton"
            Layout.alignment: Qt.AlignHCenter
            Layout.preferredWidth: Math.min(screen.width - 4 * Theme.margin, Theme.holdButtonWidth)
            Layout.preferredHeight: Theme.touch * 1.3
            tone: "colour"
            toneColour: Handoff.colour
            toneInk: Handoff.ink
            holdToActivate: true
            text: qsTr("I am %1").arg(Handoff.name)
            Accessible.description: qsTr("Press and hold")
            focus: true
            onActivated: Handoff.confirm()
        }
        CaptionText {
            Layout.alignment: Qt.AlignHCenter
            text: qsTr("Press and hold")
        }
    }
}
